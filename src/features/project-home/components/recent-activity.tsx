import { List, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { AnchorLink } from '@/components/links'
import { useProjectHistory } from '@/features/history'
import { snippetsQueryOptions } from '@/features/sql-editor/api/snippets-query'
import { tableDetailQueryOptions } from '@/features/table-editor/api/table-detail-query'

const RECENT_SNIPPETS = 3

/** The last snippets saved and the last table opened, each a link back to it. */
export function RecentActivity({ projectRef, connectionString }: { projectRef: string; connectionString: string | null | undefined }) {
  const history = useProjectHistory(projectRef)
  const tableId = Number(history.editor)
  const lastTable = useQuery({
    ...tableDetailQueryOptions({ projectRef, connectionString }, tableId),
    enabled: Boolean(connectionString) && Number.isInteger(tableId),
  })
  const { data: snippets, isError } = useQuery(snippetsQueryOptions(projectRef))
  const recent = [...(snippets ?? [])].sort((a, b) => b.updated_at.localeCompare(a.updated_at)).slice(0, RECENT_SNIPPETS)
  const empty = recent.length === 0 && !history.editor
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="recent-activity-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="recent-activity-title">
          Recent activity
        </Title>
        {isError ? <Text size="sm" c="red">The snippets could not be loaded.</Text> : null}
        {empty ? (
          <Text size="sm" c="dimmed">
            Nothing yet: snippets you save and tables you open show here.
          </Text>
        ) : (
          <List spacing={4} size="sm" listStyleType="none" aria-label="Recent activity">
            {recent.map((snippet) => (
              <List.Item key={snippet.id}>
                SQL snippet:{' '}
                <AnchorLink to="/project/$ref/sql/$id" params={{ ref: projectRef, id: snippet.id }}>
                  {snippet.name}
                </AnchorLink>
              </List.Item>
            ))}
            {history.editor && lastTable.data !== null ? (
              <List.Item>
                Last table opened:{' '}
                <AnchorLink to="/project/$ref/editor/$id" params={{ ref: projectRef, id: history.editor }}>
                  {lastTable.data ? `${lastTable.data.schema}.${lastTable.data.name}` : `table ${history.editor}`}
                </AnchorLink>
              </List.Item>
            ) : null}
          </List>
        )}
      </Stack>
    </Paper>
  )
}
