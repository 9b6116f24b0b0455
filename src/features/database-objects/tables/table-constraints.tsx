import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { AnchorLink } from '@/components/links'
import { CONSTRAINT_KINDS, dropConstraintSql, fkActionName, SqlConfirmDialog, type TableConstraint, type TableDetail } from '@/features/database'
import { PermissionButton } from '@/features/permissions'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { DeleteAction, ObjectTable, RowActions } from '../components/object-table'
import type { DatabaseWrite } from '../components/use-database-write'
import { AddConstraintModal, AddForeignKeyModal } from './add-constraint-modal'

/** A table's constraints and foreign keys (referenced table linked, with its actions): add and drop each. */
export function TableConstraints({
  connection,
  table,
  constraints,
  write,
}: {
  connection: ProjectConnection
  table: TableDetail
  constraints: readonly TableConstraint[]
  write: DatabaseWrite
}) {
  const [adding, setAdding] = useState<'constraint' | 'foreign key' | null>(null)
  const [dropping, setDropping] = useState<TableConstraint | null>(null)
  const drop = useRunSqlMutation(connection, [databaseObjectKeys.table(connection.projectRef, table.id)])
  const keys = constraints.filter((c) => c.kind !== 'f')
  const foreign = constraints.filter((c) => c.kind === 'f')
  const actions = (c: TableConstraint) =>
    write.can ? (
      <RowActions>
        <DeleteAction name={`constraint ${c.name}`} onClick={() => (drop.reset(), setDropping(c))} />
      </RowActions>
    ) : null

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Constraints and foreign keys
          </Title>
          <Group gap="xs">
            <PermissionButton size="xs" variant="default" allowed={write.can} reason={write.reason} leftSection={<IconPlus size={14} />} onClick={() => setAdding('constraint')}>
              Add constraint
            </PermissionButton>
            <PermissionButton size="xs" variant="default" allowed={write.can} reason={write.reason} leftSection={<IconPlus size={14} />} onClick={() => setAdding('foreign key')}>
              Add foreign key
            </PermissionButton>
          </Group>
        </Group>
        {keys.length === 0 ? <Text size="sm" c="dimmed">No primary key, unique, check or exclusion constraint.</Text> : null}
        {keys.length > 0 ? (
          <Table.ScrollContainer minWidth={520}>
            <ObjectTable label={`Constraints of ${table.schema}.${table.name}`} columns={['Name', 'Type', 'Definition']} actions={write.can}>
              {keys.map((c) => (
                <Table.Tr key={c.name}>
                  <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>{c.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray">{CONSTRAINT_KINDS[c.kind]}</Badge>
                  </Table.Td>
                  <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>{c.definition}</Table.Td>
                  {actions(c)}
                </Table.Tr>
              ))}
            </ObjectTable>
          </Table.ScrollContainer>
        ) : null}
        {foreign.length === 0 ? <Text size="sm" c="dimmed">No foreign key.</Text> : null}
        {foreign.length > 0 ? (
          <Table.ScrollContainer minWidth={620}>
            <ObjectTable label={`Foreign keys of ${table.schema}.${table.name}`} columns={['Name', 'Definition', 'References', 'On update', 'On delete']} actions={write.can}>
              {foreign.map((c) => (
                <Table.Tr key={c.name}>
                  <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>{c.name}</Table.Td>
                  <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>{c.definition}</Table.Td>
                  <Table.Td>
                    {c.target_id !== null ? (
                      <AnchorLink to="/project/$ref/database/tables/$id" params={{ ref: connection.projectRef, id: String(c.target_id) }} size="sm">
                        {c.target_schema}.{c.target_table}
                      </AnchorLink>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{fkActionName(c.on_update)}</Table.Td>
                  <Table.Td>{fkActionName(c.on_delete)}</Table.Td>
                  {actions(c)}
                </Table.Tr>
              ))}
            </ObjectTable>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
      {adding === 'constraint' ? <AddConstraintModal connection={connection} table={table} onClose={() => setAdding(null)} /> : null}
      {adding === 'foreign key' ? <AddForeignKeyModal connection={connection} table={table} onClose={() => setAdding(null)} /> : null}
      <SqlConfirmDialog
        visible={dropping !== null}
        title={`Drop constraint ${dropping?.name ?? ''}`}
        sql={dropping ? dropConstraintSql(table, dropping.name).sql : ''}
        confirmLabel="Drop constraint"
        variant="danger"
        loading={drop.isPending}
        error={drop.error}
        onConfirm={() => dropping && drop.mutate(dropConstraintSql(table, dropping.name), { onSuccess: () => setDropping(null) })}
        onCancel={() => setDropping(null)}
      />
    </Paper>
  )
}

