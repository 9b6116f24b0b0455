import { Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core'
import { IconArrowLeft, IconPlus, IconShieldLock, IconTable } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { AnchorLink, ButtonLink } from '@/components/links'
import { PageHeader } from '@/components/page-header'
import { dropColumnSql, SqlConfirmDialog, type Column } from '@/features/database'
import { PermissionButton } from '@/features/permissions'
import { databaseObjectKeys } from '../api/keys'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { DeleteAction, EditAction, ObjectTable, RowActions } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { useDatabaseWrite } from '../components/use-database-write'
import { AddColumnModal } from './add-column-modal'
import { ColumnEditModal } from './column-edit-modal'
import { DropTableDialog } from './drop-table-dialog'
import { RenameTableModal } from './rename-table-modal'
import { TableConstraints } from './table-constraints'
import { TableRealtime, TableSecurity } from './table-security'
import { tableQueryOptions, tableStructureQueryOptions } from './tables-queries'

/** One table's columns (CONTRACT §10 database/tables/{oid}): add, edit, drop columns; rename or drop the table. */
export function TablePage({ projectRef, id }: { projectRef: string; id: number }) {
  const connection = useProjectConnection(projectRef)
  const write = useDatabaseWrite(projectRef)
  const navigate = useNavigate()
  const query = useQuery(tableQueryOptions(connection, id))
  const table = query.data?.[0]
  const structure = useQuery(tableStructureQueryOptions(connection, id)).data?.[0]
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<Column | null>(null)
  const [droppingColumn, setDroppingColumn] = useState<Column | null>(null)
  const [cascade, setCascade] = useState(false)
  const [renaming, setRenaming] = useState(false)
  const [dropping, setDropping] = useState(false)
  const dropColumn = useRunSqlMutation(connection, [databaseObjectKeys.table(projectRef, id)])
  const dropBuilt = table && droppingColumn ? dropColumnSql(table, droppingColumn.name, cascade) : null
  const back = (
    <AnchorLink to="/project/$ref/database/tables" params={{ ref: projectRef }} search={{ schema: table?.schema }} size="sm">
      <Group gap={4} component="span"><IconArrowLeft size={14} /> All tables</Group>
    </AnchorLink>
  )

  return (
    <>
      {back}
      <PageHeader
        title={table ? `${table.schema}.${table.name}` : 'Table'}
        description={table ? [`${table.columns.length} columns · row level security ${table.rls_enabled ? 'on' : 'off'}`, structure?.comment].filter(Boolean).join(' · ') : undefined}
        actions={
          table ? (
            <Group gap="xs">
              <ButtonLink variant="default" to="/project/$ref/editor/$id" params={{ ref: projectRef, id: String(id) }} search={{ schema: table.schema }} leftSection={<IconTable size={16} />}>
                Open in table editor
              </ButtonLink>
              <ButtonLink variant="default" to="/project/$ref/database/policies" params={{ ref: projectRef }} search={{ schema: table.schema, search: table.name }} leftSection={<IconShieldLock size={16} />}>
                Policies and policy check
              </ButtonLink>
              <PermissionButton variant="default" allowed={write.can} reason={write.reason} onClick={() => setRenaming(true)}>Rename or describe</PermissionButton>
              <PermissionButton color="red" variant="light" allowed={write.can} reason={write.reason} onClick={() => setDropping(true)}>Delete table</PermissionButton>
            </Group>
          ) : null
        }
      />
      <ReadOnlyNotice write={write} />
      {query.data && !table ? <Text c="dimmed">This table does not exist (any more).</Text> : null}
      <QueryRows query={{ error: query.error, isLoading: query.isLoading, data: table ? table.columns : undefined }} what="columns" empty="This table has no columns.">
        {(columns) => (
          <Stack gap="sm">
            <Group justify="flex-end">
              <PermissionButton allowed={write.can} reason={write.reason} leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>Add column</PermissionButton>
            </Group>
            <Table.ScrollContainer minWidth={640}>
              <ObjectTable label={`Columns of ${table!.schema}.${table!.name}`} columns={['Name', 'Type', 'Default', 'Nullable', 'Key']} actions={write.can}>
                {columns.map((column) => {
                  const fk = table!.foreign_keys.find((k) => k.columns.includes(column.name))
                  return (
                    <Table.Tr key={column.name}>
                      <Table.Td fw={500}>{column.name}</Table.Td>
                      <Table.Td ff="monospace">{column.type}</Table.Td>
                      <Table.Td ff="monospace">{column.identity ? 'identity' : (column.default_value ?? '—')}</Table.Td>
                      <Table.Td>{column.nullable ? 'Yes' : 'No'}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {table!.primary_key.includes(column.name) ? <Badge variant="light">Primary key</Badge> : null}
                          {column.is_unique && !table!.primary_key.includes(column.name) ? <Badge variant="light" color="gray">Unique</Badge> : null}
                          {fk ? <Badge variant="light" color="grape">→ {fk.target_schema}.{fk.target_table}.{fk.target_columns[fk.columns.indexOf(column.name)]}</Badge> : null}
                        </Group>
                      </Table.Td>
                      {write.can ? (
                        <RowActions>
                          <EditAction name={column.name} onClick={() => setEditing(column)} />
                          <DeleteAction name={column.name} onClick={() => (dropColumn.reset(), setCascade(false), setDroppingColumn(column))} />
                        </RowActions>
                      ) : null}
                    </Table.Tr>
                  )
                })}
              </ObjectTable>
            </Table.ScrollContainer>
          </Stack>
        )}
      </QueryRows>
      {table && structure ? (
        <Stack gap="md" mt="md">
          <TableConstraints connection={connection} table={table} constraints={structure.constraints} write={write} />
          <TableSecurity connection={connection} table={table} structure={structure} write={write} />
          {table.kind === 'r' || table.kind === 'p' ? <TableRealtime connection={connection} table={table} write={write} /> : null}
        </Stack>
      ) : null}
      {table && adding ? <AddColumnModal connection={connection} table={table} onClose={() => setAdding(false)} /> : null}
      {table && editing ? <ColumnEditModal connection={connection} table={table} column={editing} onClose={() => setEditing(null)} /> : null}
      {table && renaming ? <RenameTableModal connection={connection} table={{ ...table, comment: structure?.comment ?? null }} onClose={() => setRenaming(false)} /> : null}
      {table && dropping ? (
        <DropTableDialog
          connection={connection}
          table={table}
          onCancel={() => setDropping(false)}
          onDone={() => void navigate({ to: '/project/$ref/database/tables', params: { ref: projectRef }, search: { schema: table.schema } })}
        />
      ) : null}
      <SqlConfirmDialog
        visible={dropBuilt !== null}
        title={`Delete column ${droppingColumn?.name ?? ''}`}
        description={<Checkbox label="Also drop what depends on the column (CASCADE)" checked={cascade} onChange={(e) => setCascade(e.currentTarget.checked)} />}
        sql={dropBuilt?.sql ?? ''}
        confirmLabel="Delete column"
        variant="danger"
        loading={dropColumn.isPending}
        error={dropColumn.error}
        onConfirm={() => dropBuilt && dropColumn.mutate(dropBuilt, { onSuccess: () => setDroppingColumn(null) })}
        onCancel={() => setDroppingColumn(null)}
      />
    </>
  )
}
