import { Badge, Checkbox, Code, Table, Text } from '@mantine/core'
import { useRef } from 'react'
import { formatDateTime } from '@/lib/format/date-time'
import type { LedgerEntry } from '@/features/database/api/changes-ledger'

interface Props {
  entries: LedgerEntry[]
  selected: ReadonlySet<number>
  onSelect: (ids: number[], on: boolean) => void
}

/** The ledger's rows with a checkbox each; shift-click selects the range from the last row clicked. */
export function ChangesLedgerTable({ entries, selected, onSelect }: Props) {
  const last = useRef<number | null>(null)
  const allOn = entries.length > 0 && entries.every((entry) => selected.has(entry.id))
  const someOn = entries.some((entry) => selected.has(entry.id))
  const toggle = (index: number, on: boolean, shift: boolean) => {
    const from = shift && last.current !== null ? Math.min(last.current, index) : index
    const to = shift && last.current !== null ? Math.max(last.current, index) : index
    onSelect(entries.slice(from, to + 1).map((entry) => entry.id), on)
    last.current = index
  }
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table withTableBorder striped aria-label="Changes ledger" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all shown changes"
                checked={allOn}
                indeterminate={someOn && !allOn}
                onChange={(event) => onSelect(entries.map((entry) => entry.id), event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Statement</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select change ${entry.id}`}
                  checked={selected.has(entry.id)}
                  onChange={(event) => toggle(index, event.currentTarget.checked, (event.nativeEvent as MouseEvent).shiftKey === true)}
                />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
              <Table.Td>{entry.source}</Table.Td>
              <Table.Td miw={240}>
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 160, overflowY: 'auto' }}>
                  {entry.statement}
                </Code>
                {entry.kind === 'do' ? <Text size="xs" c="dimmed">A do block: it may change the schema.</Text> : null}
              </Table.Td>
              <Table.Td>{entry.role ?? 'postgres'}</Table.Td>
              <Table.Td>
                {entry.error === null ? (
                  <Badge color="green" variant="light">Succeeded</Badge>
                ) : (
                  <>
                    <Badge color="red" variant="light">Failed</Badge>
                    <Text size="xs" c="red" mt={4}>{entry.error}</Text>
                  </>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
