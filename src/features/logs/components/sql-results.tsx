import { Code, Loader, ScrollArea, Table, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { formatMicros } from './results-list'

const MAX_ROWS_SHOWN = 500
const cell = (key: string, value: unknown) =>
  key === 'timestamp' && typeof value === 'number'
    ? formatMicros(value)
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value)

/** The rows of a SQL-mode query, columns as selected. */
export function SqlResults({ result }: { result: UseQueryResult<Record<string, unknown>[]> }) {
  if (result.isPending) return <Loader role="status" aria-label="Running query" />
  if (result.isError) return null
  const rows = result.data
  if (rows.length === 0) return <Text c="dimmed">The query returned no rows.</Text>
  const columns = Object.keys(rows[0]!)
  return (
    <ScrollArea h={420}>
      <Text size="xs" c="dimmed" mb={4}>
        {rows.length} rows{rows.length > MAX_ROWS_SHOWN ? `, first ${MAX_ROWS_SHOWN} shown` : ''}
      </Text>
      <Table aria-label="Query results" striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, MAX_ROWS_SHOWN).map((row, i) => (
            <Table.Tr key={i}>
              {columns.map((c) => (
                <Table.Td key={c}>
                  <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{cell(c, row[c])}</Code>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  )
}
