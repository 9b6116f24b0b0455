import { Box, Stack, Text } from '@mantine/core'
import { NavLinkLink } from '@/components/nav-link-link'
import { useProjectHistory } from '@/features/history/last-visited'
import { useDisabledSectionIds } from '@/features/disabled-features/use-is-feature-enabled'
import { PLATFORM_ONLY_SECTION_IDS, PROJECT_SECTIONS } from '@/features/projects/sections'
import { getConfig } from '@/lib/config/config'

const groups = [...new Set(PROJECT_SECTIONS.map((section) => section.group))]

export function ProjectSidebar({ projectRef, onNavigate }: { projectRef: string; onNavigate: () => void }) {
  // The editors reopen where the user left off (SPEC §4 last visited).
  const history = useProjectHistory(projectRef)
  const lastVisited: Partial<Record<string, string>> = { sql: history.sql, editor: history.editor }
  // Switched-off features have no entry (issue 11 item 7).
  const hidden = new Set<string>(useDisabledSectionIds())
  // Self-hosted has no platform behind these pages; their routes say so if opened directly.
  if (!getConfig().platform) for (const id of PLATFORM_ONLY_SECTION_IDS) hidden.add(id)
  return (
    // A plain scrolling box: Mantine's ScrollArea chunk carries the popover engine onto every page.
    <Box style={{ overflowY: 'auto' }} h="100%">
      <Stack gap="sm">
        {groups.map((group) => (
          <div key={group}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} px="sm" mb={4}>
              {group}
            </Text>
            {PROJECT_SECTIONS.filter((section) => section.group === group && !hidden.has(section.id)).map((section) => (
              <NavLinkLink
                key={section.id}
                to={section.to}
                params={{ ref: projectRef, id: lastVisited[section.id] ?? 'new' }}
                activeOptions={{ exact: section.id === 'overview' }}
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
