import { AppShell, Burger, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Outlet, useParams } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { AssistantPanelHost } from '@/features/assistant'
import { HeaderBanners } from '@/features/banners'
import { GlobalOverlays } from './global-overlays'
import { HeaderContext } from './header-context'
import { ProjectSidebar } from './project-sidebar'
import { UserMenu } from './user-menu'

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
    <AppShell
      header={{ height: 56 }}
      navbar={hasSidebar ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } } : undefined}
      padding="lg"
    >
      <AppShell.Header>
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
      </AppShell.Header>
      {hasSidebar && ref ? (
        <AppShell.Navbar p="xs" aria-label="Project navigation">
          <ProjectSidebar projectRef={ref} onNavigate={close} />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main>
        <HeaderBanners />
        <Outlet />
      </AppShell.Main>
      <AssistantPanelHost />
      <GlobalOverlays />
    </AppShell>
  )
}
