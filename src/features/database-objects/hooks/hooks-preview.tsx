import { Badge, Table, Text } from '@mantine/core'
import { ObjectTable } from '../components/object-table'

/** Made-up HTTP hooks, for the hooks page's preview while pg_net cannot be enabled (marked as sample data). */
const SAMPLE_HOOKS = [
  {
    name: 'notify_new_order',
    table: 'public.orders',
    events: 'INSERT',
    target: 'POST https://example.com/webhooks/orders',
  },
  {
    name: 'sync_customer',
    table: 'public.customers',
    events: 'INSERT, UPDATE',
    target: 'POST https://crm.example.com/sync',
  },
  {
    name: 'audit_refund',
    table: 'public.refunds',
    events: 'DELETE',
    target: 'GET https://example.com/audit?kind=refund',
  },
]

export function HooksPreview() {
  return (
    <ObjectTable label="Sample hook list" columns={['Name', 'Table', 'Events', 'Type', 'Target']} actions={false}>
      {SAMPLE_HOOKS.map((hook) => (
        <Table.Tr key={hook.name}>
          <Table.Td fw={500}>{hook.name}</Table.Td>
          <Table.Td>{hook.table}</Table.Td>
          <Table.Td>{hook.events}</Table.Td>
          <Table.Td>
            <Badge variant="light" color="blue">
              HTTP request
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text size="sm" ff="monospace" lineClamp={1}>
              {hook.target}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </ObjectTable>
  )
}
