import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { AnchorLink } from '@/components/links'
import { useDisabledSectionIds } from '@/features/disabled-features'
import { useProjectHistory } from '@/features/history'
import { PROJECT_SECTIONS } from '@/features/projects'

const QUICK_LINK_IDS = ['editor', 'sql', 'storage-files', 'logs', 'advisors-security', 'advisors-performance'] as const

/** The pages a user opens most, each with a line on what it is for. */
export function QuickLinks({ projectRef }: { projectRef: string }) {
  const history = useProjectHistory(projectRef)
  const lastVisited: Partial<Record<string, string>> = { sql: history.sql, editor: history.editor }
  const disabled = useDisabledSectionIds()
  const sections = QUICK_LINK_IDS.flatMap((id) =>
    PROJECT_SECTIONS.filter((section) => section.id === id && !disabled.has(section.id)),
  )
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="quick-links-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="quick-links-title">
          Quick links
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {sections.map((section) => (
            <Stack gap={0} key={section.id}>
              <AnchorLink to={section.to} params={{ ref: projectRef, id: lastVisited[section.id] ?? 'new' }} fw={500}>
                {section.label}
              </AnchorLink>
              <Text size="xs" c="dimmed">
                {section.description}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
