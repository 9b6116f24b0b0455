import { Badge, Table } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ProjectConnection } from '../api/run-built-sql'
import { ObjectTable } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { eventTriggersQueryOptions } from './triggers-queries'

/** The database's event triggers (on DDL commands), read-only. */
export function EventTriggersTable({ connection }: { connection: ProjectConnection }) {
  const events = useQuery(eventTriggersQueryOptions(connection))
  return (
    <QueryRows query={events} what="event triggers" empty="No event triggers.">
      {(rows) => (
        <ObjectTable
          label="Event triggers"
          columns={['Name', 'Event', 'Commands', 'Function', 'Enabled']}
          actions={false}
        >
          {rows.map((e) => (
            <Table.Tr key={e.name}>
              <Table.Td fw={500}>{e.name}</Table.Td>
              <Table.Td>{e.event}</Table.Td>
              <Table.Td>{e.tags.length ? e.tags.join(', ') : 'all'}</Table.Td>
              <Table.Td ff="monospace">
                {e.function_schema}.{e.function_name}()
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={e.enabled ? 'green' : 'gray'}>
                  {e.enabled ? 'enabled' : 'disabled'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </ObjectTable>
      )}
    </QueryRows>
  )
}
