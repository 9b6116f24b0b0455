import { Button, Center, Group, Kbd, Loader, Paper, Stack, Text } from '@mantine/core'
import { IconPlayerPlay } from '@tabler/icons-react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { executeSql } from '@/features/database/api/execute-sql'
import { QueryError, RowsTable } from '@/features/database'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'

const SqlCodeEditor = lazy(() => import('./sql-code-editor'))

/** SPEC §2 SQL editor: write SQL (or take a snippet handed over by the assistant), run it, see the rows. */
export function SqlEditorPage({ projectRef, initialSql }: { projectRef: string; initialSql: string | undefined }) {
  const [query, setQuery] = useState(initialSql ?? '')
  const { data: project } = useQuery(projectDetailQueryOptions(projectRef))
  const run = useMutation({
    mutationFn: (sql: string) => executeSql({ projectRef, connectionString: project?.connectionString, query: sql }),
  })
  const latest = useRef(query)
  latest.current = query
  const { mutate } = run
  const runQuery = useCallback(() => {
    if (latest.current.trim()) mutate(latest.current)
  }, [mutate])

  return (
    <>
      <PageHeader title="SQL editor" description="Write SQL and run it against this project's database." />
      <Stack gap="sm">
        <Paper withBorder radius="sm" style={{ overflow: 'hidden' }}>
          <Suspense
            fallback={
              <Center h={220}>
                <Loader size="sm" aria-label="Loading the editor" />
              </Center>
            }
          >
            <SqlCodeEditor value={query} onChange={setQuery} onRun={runQuery} />
          </Suspense>
        </Paper>
        <Group gap="sm">
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            onClick={runQuery}
            loading={run.isPending}
            disabled={!query.trim()}
          >
            Run
          </Button>
          <Text size="sm" c="dimmed">
            <Kbd>Ctrl</Kbd> + <Kbd>Enter</Kbd>
          </Text>
        </Group>
        {run.isError ? <QueryError error={run.error} /> : null}
        {run.isSuccess ? <RowsTable rows={run.data} label="Query result" /> : null}
        {run.isIdle ? (
          <Text size="sm" c="dimmed">
            Run a query to see its rows here.
          </Text>
        ) : null}
      </Stack>
    </>
  )
}
