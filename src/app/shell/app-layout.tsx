import { Burger, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Outlet, useParams } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { AssistantPanelHost } from '@/features/assistant'
import { HeaderBanners } from '@/features/banners'
import { GlobalOverlays } from './global-overlays'
import { HeaderContext } from './header-context'
import { UserMenu } from './user-menu'
import classes from './app-layout.module.css'

// Only project pages have the sidebar: its chunk (NavLink, Collapse) stays off the first screen. The project
// route's loader loads it, so it is there when the page renders.
const ProjectSidebar = lazy(() => import('./project-sidebar').then((m) => ({ default: m.ProjectSidebar })))

// Only project pages have the assistant button; its tooltip engine stays off the other pages.
const AssistantButton = lazy(() =>
  import('@/features/assistant/components/assistant-button').then((m) => ({ default: m.AssistantButton })),
)

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
            {ref ? (
              <Suspense fallback={null}>
                <AssistantButton />
              </Suspense>
            ) : null}
            <UserMenu />
          </Group>
        </Group>
      </header>
      {hasSidebar && ref ? (
        <nav className={classes.navbar} data-opened={navOpened || undefined} aria-label="Project navigation">
          <Suspense fallback={null}>
            <ProjectSidebar projectRef={ref} onNavigate={close} />
          </Suspense>
        </nav>
      ) : null}
      <main className={classes.main} data-with-navbar={hasSidebar || undefined}>
        <HeaderBanners />
        <Outlet />
      </main>
      <AssistantPanelHost />
      <GlobalOverlays />
    </div>
  )
}
