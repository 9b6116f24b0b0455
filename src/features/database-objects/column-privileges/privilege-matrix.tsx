import { Badge, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core'
import { COLUMN_PRIVILEGES, type ColumnPrivilege, type ColumnPrivilegeRow } from '@/features/database'

/** Columns × privileges of one role on one table; a click asks to grant or revoke. */
export function PrivilegeMatrix({
  rows,
  role,
  table,
  onToggle,
}: {
  rows: readonly ColumnPrivilegeRow[]
  role: string
  table: string
  onToggle: (row: ColumnPrivilegeRow, privilege: ColumnPrivilege) => void
}) {
  return (
    // Wider than a phone: the matrix scrolls inside its box, not the page.
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder striped aria-label={`Column privileges of ${role} on ${table}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column</Table.Th>
            {COLUMN_PRIVILEGES.map((privilege) => (
              <Table.Th key={privilege} ta="center">
                {privilege}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.column}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {row.column}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.data_type}
                  </Text>
                </Group>
              </Table.Td>
              {COLUMN_PRIVILEGES.map((privilege) => {
                const source = row[privilege]
                return (
                  <Table.Td key={privilege}>
                    <Group gap={4} justify="center" wrap="nowrap">
                      <Checkbox
                        checked={source !== null}
                        onChange={() => onToggle(row, privilege)}
                        aria-label={`${privilege} on ${row.column} for ${role}`}
                      />
                      {source === 'table' ? (
                        <Tooltip label={`Granted on the whole table: it covers every column`}>
                          <Badge size="xs" variant="light" color="gray">
                            table
                          </Badge>
                        </Tooltip>
                      ) : null}
                    </Group>
                  </Table.Td>
                )
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
