import { Box, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { NavLinkLink } from '@/components/nav-link-link'
import { useProjectHistory } from '@/features/history/last-visited'
import { useDisabledSectionIds } from '@/features/disabled-features/use-is-feature-enabled'
import { PLATFORM_ONLY_SECTION_IDS, PROJECT_SECTIONS } from '@/features/projects/sections'
import { getConfig } from '@/lib/config/config'
import { activeSectionId } from './active-section'
import { preloadRouteChunksWhenIdle } from './preload-route-chunks'

/** A part of the open page still loading: a loader or a busy region in the page's main area. */
const PAGE_LOADING_SELECTOR = 'main .mantine-Loader-root, main [aria-busy="true"]'

const groups = [...new Set(PROJECT_SECTIONS.map((section) => section.group))]

export function ProjectSidebar({ projectRef, onNavigate }: { projectRef: string; onNavigate: () => void }) {
  // The editors reopen where the user left off (SPEC §4 last visited).
  const history = useProjectHistory(projectRef)
  const lastVisited: Partial<Record<string, string>> = { sql: history.sql, editor: history.editor }
  // Switched-off features have no entry (issue 11 item 7).
  const hidden = new Set<string>(useDisabledSectionIds())
  // Self-hosted has no platform behind these pages; their routes say so if opened directly.
  if (!getConfig().platform) for (const id of PLATFORM_ONLY_SECTION_IDS) hidden.add(id)
  const shown = PROJECT_SECTIONS.filter((section) => !hidden.has(section.id))
  usePreloadedPages(shown.map((section) => section.to).join(' '))
  // One entry highlighted: the router would mark every entry whose path the page's path starts with.
  const active = activeSectionId(useRouterState({ select: (state) => state.location.pathname }), shown)
  return (
    // A plain scrolling box: Mantine's ScrollArea chunk carries the popover engine onto every page.
    <Box style={{ overflowY: 'auto' }} h="100%">
      <Stack gap="sm">
        {groups.map((group) => (
          <div key={group}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} px="sm" mb={4}>
              {group}
            </Text>
            {shown
              .filter((section) => section.group === group)
              .map((section) => (
                <NavLinkLink
                  key={section.id}
                  to={section.to}
                  params={{ ref: projectRef, id: lastVisited[section.id] ?? 'new' }}
                  current={section.id === active}
                  label={section.label}
                  onClick={onNavigate}
                />
              ))}
          </div>
        ))}
      </Stack>
    </Box>
  )
}

/** The code of every page in the sidebar, fetched in idle moments once the project is open (issue 26 item 5). */
function usePreloadedPages(paths: string) {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    const controller = new AbortController()
    // The open page's code and data come first: the preload waits while they load, and while the page
    // shows it is loading a part of itself (a lazy part's loader: the SQL editor's CodeMirror).
    const busy = () =>
      router.state.status === 'pending' ||
      queryClient.isFetching() > 0 ||
      document.querySelector(PAGE_LOADING_SELECTOR) !== null
    void preloadRouteChunksWhenIdle(router, paths.split(' '), { signal: controller.signal, busy })
    return () => controller.abort()
  }, [router, queryClient, paths])
}
