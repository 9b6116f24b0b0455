import { Stack, Table, Text } from '@mantine/core'
import { ObjectTable } from '../components/object-table'

/** Made-up servers and foreign tables, for the wrappers page's preview while postgres_fdw cannot be enabled. */
const SAMPLE_SERVERS = [
  {
    name: 'reporting_db',
    options: 'host=reports.example.com, port=5432, dbname=analytics',
    roles: 'postgres',
    tables: 2,
  },
]
const SAMPLE_TABLES = [
  { name: 'reporting.monthly_revenue', options: 'schema_name=public, table_name=monthly_revenue' },
  { name: 'reporting.churn', options: 'schema_name=public, table_name=churn' },
]

export function WrappersPreview() {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Servers
      </Text>
      <ObjectTable
        label="Sample server list"
        columns={['Name', 'Wrapper', 'Options', 'User mappings', 'Foreign tables']}
        actions={false}
      >
        {SAMPLE_SERVERS.map((s) => (
          <Table.Tr key={s.name}>
            <Table.Td>{s.name}</Table.Td>
            <Table.Td>postgres_fdw</Table.Td>
            <Table.Td>{s.options}</Table.Td>
            <Table.Td>{s.roles}</Table.Td>
            <Table.Td>{s.tables}</Table.Td>
          </Table.Tr>
        ))}
      </ObjectTable>
      <Text size="sm" fw={600}>
        Foreign tables of a server
      </Text>
      <ObjectTable label="Sample table list" columns={['Table', 'Server', 'Options']} actions={false}>
        {SAMPLE_TABLES.map((t) => (
          <Table.Tr key={t.name}>
            <Table.Td>{t.name}</Table.Td>
            <Table.Td>reporting_db</Table.Td>
            <Table.Td>{t.options}</Table.Td>
          </Table.Tr>
        ))}
      </ObjectTable>
    </Stack>
  )
}
