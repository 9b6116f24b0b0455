import { Burger, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Outlet, useParams } from '@tanstack/react-router'
import { preloadableLazy } from '@/lib/lazy/preloadable-lazy'
import { AssistantPanelHost } from '@/features/assistant'
import { HeaderBanners } from '@/features/banners'
import { ProjectHealthBanner } from '@/features/projects/components/project-health-banner'
import { GlobalOverlays } from './global-overlays'
import { HeaderContext } from './header-context'
import { UserMenu } from './user-menu'
import classes from './app-layout.module.css'

// Only project pages have the sidebar: its chunk (NavLink, Collapse) stays off the first screen. The project
// route loads it (`preloadProjectFrame`), so it is there when the page renders.
const ProjectSidebar = preloadableLazy(() => import('./project-sidebar').then((m) => m.ProjectSidebar))

// Only project pages have the assistant button; its tooltip engine stays off the other pages.
const AssistantButton = preloadableLazy(() => import('@/features/assistant/components/assistant-button').then((m) => m.AssistantButton))

// The read-only switch (CONTRACT §17) and its tooltip: project pages only, like the assistant button.
const ReadOnlySwitch = preloadableLazy(() => import('@/features/read-only/components/read-only-switch').then((m) => m.ReadOnlySwitch))

/** The project frame's own chunks (sidebar, assistant button, read-only switch), for the project route to load ahead. */
export const preloadProjectFrame = () => Promise.all([ProjectSidebar.preload(), AssistantButton.preload(), ReadOnlySwitch.preload()])

/** The signed-in frame: header with context and user menu, the project sidebar, the content. */
export function AppLayout() {
  const { ref } = useParams({ strict: false })
  const [navOpened, { toggle, close }] = useDisclosure(false)
  const hasSidebar = Boolean(ref)
  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {hasSidebar ? (
              <Burger opened={navOpened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            ) : null}
            <HeaderContext />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {ref ? <ReadOnlySwitch projectRef={ref} /> : null}
            {ref ? (
              <AssistantButton />
            ) : null}
            <UserMenu />
          </Group>
        </Group>
      </header>
      {hasSidebar && ref ? (
        <nav className={classes.navbar} data-opened={navOpened || undefined} aria-label="Project navigation">
          <ProjectSidebar projectRef={ref} onNavigate={close} />
        </nav>
      ) : null}
      <main className={classes.main} data-with-navbar={hasSidebar || undefined}>
        <HeaderBanners />
        {ref ? <ProjectHealthBanner projectRef={ref} /> : null}
        <Outlet />
      </main>
      <AssistantPanelHost />
      <GlobalOverlays />
    </div>
  )
}
