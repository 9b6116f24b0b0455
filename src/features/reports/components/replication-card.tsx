import { Badge, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { replicationSlotsSql } from '@/features/database'
import { reportRowsQueryOptions } from '../api/report-queries'
import { formatBytes } from '../format'
import { ReportCard } from './report-card'
import type { ReportProps } from './report-props'

const SLOTS = replicationSlotsSql()

export function ReplicationSlotsCard({ db, refetchInterval }: ReportProps) {
  const query = useQuery(reportRowsQueryOptions({ ...db, id: 'replication-slots', built: SLOTS, refetchInterval }))
  return (
    <ReportCard
      projectRef={db.projectRef}
      title="Replication slots"
      description="Each slot keeps WAL on disk until its consumer has read it; an inactive slot makes the disk fill up."
      sql={SLOTS.sql}
      query={query}
    >
      {(slots) =>
        slots.length === 0 ? (
          <Text size="sm" c="dimmed">
            This database has no replication slots.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table fz="xs" aria-label="Replication slots">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Slot</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">WAL kept</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {slots.map((slot) => (
                  <Table.Tr key={slot.name}>
                    <Table.Td>{slot.name}</Table.Td>
                    <Table.Td>
                      {slot.slot_type === 'logical' ? `logical (${slot.plugin ?? 'no plugin'})` : slot.slot_type}
                    </Table.Td>
                    <Table.Td>
                      <Badge size="xs" variant="light" color={slot.active ? 'green' : 'orange'}>
                        {slot.active ? `active (pid ${slot.active_pid})` : 'inactive'}
                      </Badge>
                      {slot.wal_status && slot.wal_status !== 'reserved' ? ` ${slot.wal_status}` : ''}
                    </Table.Td>
                    <Table.Td ta="right">
                      {slot.retained_bytes === null ? '–' : formatBytes(slot.retained_bytes)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </ReportCard>
  )
}
