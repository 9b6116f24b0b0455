import { Badge, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { AnchorLink } from '@/components/links'
import { RealtimeTableSwitch, setForceRowLevelSecuritySql, setRowLevelSecuritySql, SqlConfirmDialog, type TableDetail, type TableStructure } from '@/features/database'
import { realtimePublicationQueryOptions } from '@/features/database/api/realtime-publication-query'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { ObjectTable } from '../components/object-table'
import type { DatabaseWrite } from '../components/use-database-write'

type Change = { what: 'rls' | 'force'; on: boolean } | null

/** The table's Realtime switch (CONTRACT §16): its changes on the wire or not. */
export function TableRealtime({ connection, table, write }: { connection: ProjectConnection; table: TableDetail; write: DatabaseWrite }) {
  const publication = useQuery(realtimePublicationQueryOptions(connection))
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Realtime
          </Title>
          <Text size="sm" c="dimmed">
            Send this table's inserts, updates and deletes to Realtime subscribers (the supabase_realtime publication).
          </Text>
        </Stack>
        <RealtimeTableSwitch database={connection} table={table} publication={publication.data} write={write} />
      </Group>
    </Paper>
  )
}

/** Row level security on / off and forced, the table's policies, and the way to the policy editor. */
export function TableSecurity({ connection, table, structure, write }: { connection: ProjectConnection; table: TableDetail; structure: TableStructure; write: DatabaseWrite }) {
  const [change, setChange] = useState<Change>(null)
  const run = useRunSqlMutation(connection, [databaseObjectKeys.table(connection.projectRef, table.id), databaseObjectKeys.tables(connection.projectRef, table.schema)])
  const built = change ? (change.what === 'rls' ? setRowLevelSecuritySql(table, change.on) : setForceRowLevelSecuritySql(table, change.on)) : null
  const ask = (next: NonNullable<Change>) => (run.reset(), setChange(next))
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Row level security
          </Title>
          <AnchorLink to="/project/$ref/database/policies" params={{ ref: connection.projectRef }} search={{ schema: table.schema, search: table.name }} size="sm">
            Edit policies
          </AnchorLink>
        </Group>
        <Switch
          label="Enable row level security"
          description={structure.rls_enabled ? 'On: the API roles see and change only the rows a policy allows.' : 'Off: every role with table privileges sees every row.'}
          checked={structure.rls_enabled}
          disabled={!write.can}
          onChange={(e) => ask({ what: 'rls', on: e.currentTarget.checked })}
        />
        <Switch
          label="Enforce for the table owner too (FORCE)"
          description="By default the owner (usually postgres) bypasses the policies."
          checked={structure.rls_forced}
          disabled={!write.can || !structure.rls_enabled}
          onChange={(e) => ask({ what: 'force', on: e.currentTarget.checked })}
        />
        {structure.rls_enabled && structure.policies.length === 0 ? (
          <Text size="sm" c="orange.8">
            No policy: the API roles can read and change no row of this table.
          </Text>
        ) : null}
        {structure.policies.length > 0 ? (
          <ObjectTable label={`Policies of ${table.schema}.${table.name}`} columns={['Policy', 'Command', 'Roles']}>
            {structure.policies.map((p) => (
              <Table.Tr key={p.name}>
                <Table.Td fw={500}>{p.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray">{p.command}</Badge>
                </Table.Td>
                <Table.Td>{p.roles.join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </ObjectTable>
        ) : null}
      </Stack>
      <SqlConfirmDialog
        visible={change !== null}
        title={change ? `${change.on ? 'Enable' : 'Disable'} ${change.what === 'rls' ? 'row level security' : 'forced row level security'} on ${table.schema}.${table.name}` : ''}
        sql={built?.sql ?? ''}
        confirmLabel={change?.on ? 'Enable' : 'Disable'}
        variant={change?.on ? 'success' : 'warning'}
        loading={run.isPending}
        error={run.error}
        onConfirm={() => built && run.mutate(built, { onSuccess: () => setChange(null) })}
        onCancel={() => setChange(null)}
      />
    </Paper>
  )
}
