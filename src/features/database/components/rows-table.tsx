import { Code, ScrollArea, Table, Text } from '@mantine/core'
import type { Row } from '../api/execute-sql'

/** Result tables show at most this many rows, with a note of the total (issue 7). */
export const RESULT_ROW_LIMIT = 100

function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

export function rowCountNote(shown: number, total: number) {
  if (total === 0) return 'Success. No rows returned.'
  if (total > shown) return `Showing the first ${shown} of ${total} rows.`
  return total === 1 ? '1 row' : `${total} rows`
}

/** Rows of a query result as a table: the first 100 rows and a note of the total. */
export function RowsTable({
  rows,
  total = rows.length,
  label,
}: {
  rows: readonly Row[]
  total?: number
  label: string
}) {
  const shown = rows.slice(0, RESULT_ROW_LIMIT)
  const columns = [...new Set(shown.flatMap((row) => Object.keys(row)))]
  return (
    <div>
      {shown.length > 0 ? (
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
          <Table striped withTableBorder withColumnBorders fz="xs" aria-label={label} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row, index) => (
                <Table.Tr key={index}>
                  {columns.map((column) => (
                    <Table.Td
                      key={column}
                      style={{ whiteSpace: 'nowrap', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' }}
                    >
                      {row[column] === null || row[column] === undefined ? (
                        <Code c="dimmed">NULL</Code>
                      ) : (
                        cellText(row[column])
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      ) : null}
      <Text size="xs" c="dimmed" mt={4} role="status">
        {rowCountNote(shown.length, total)}
      </Text>
    </div>
  )
}
