import { Button, Code, Group, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core'
import { formatDateTime } from '@/lib/format/date-time'
import { IconSearch } from '@tabler/icons-react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { sqlEditorKeys } from '../api/keys'

const historyQueryOptions = (projectRef: string) =>
  queryOptions({ queryKey: sqlEditorKeys.history(projectRef), queryFn: async () => (await import('../storage/history')).listHistory(projectRef), staleTime: Infinity })

/** The last 100 runs of this project in this browser: search, one click puts a query back. */
export function HistoryPanel({ projectRef, onRestore }: { projectRef: string; onRestore: (sql: string) => void }) {
  const history = useQuery(historyQueryOptions(projectRef))
  const [search, setSearch] = useState('')
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase()
    return (history.data ?? []).filter((e) => !needle || e.sql.toLowerCase().includes(needle))
  }, [history.data, search])
  return (
    <Stack gap="xs" p="sm" h="100%">
      <TextInput
        size="xs"
        aria-label="Search history"
        placeholder="Search history"
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {history.isPending ? <Loader size="xs" aria-label="Loading history" /> : null}
      {history.isError ? <Text size="sm" c="red">The history could not be read in this browser.</Text> : null}
      {history.data && shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {search ? 'No past query matches your search.' : 'Queries you run appear here.'}
        </Text>
      ) : null}
      <ScrollArea style={{ flex: 1 }}>
        <Stack gap={4} component="ul" aria-label="Query history" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => onRestore(entry.sql)}
                  aria-label={`Put back in the editor: ${entry.sql.slice(0, 80)}`}
                >
                  Use
                </Button>
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Code style={{ whiteSpace: 'pre-wrap', maxHeight: 60, overflow: 'hidden' }}>{entry.sql}</Code>
                  <Text size="xs" c={entry.error ? 'red' : 'dimmed'}>
                    {formatDateTime(entry.at)} · {entry.durationMs} ms ·{' '}
                    {entry.error ? `Error: ${entry.error}` : entry.rows === null ? 'Done' : `${entry.rows} ${entry.rows === 1 ? 'row' : 'rows'}`}
                  </Text>
                </Stack>
              </Group>
            </li>
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  )
}
