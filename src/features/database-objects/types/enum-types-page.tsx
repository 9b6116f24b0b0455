import { Badge, Group, Stack, Table } from '@mantine/core'
import { IconCursorText, IconRowInsertBottom } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { dropEnumType, type EnumType, SqlConfirmDialog } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { CreateButton } from '../components/create-button'
import { SchemaPicker } from '../components/schema-picker'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { useDatabaseWrite } from '../components/use-database-write'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { matching, ObjectSearch } from '../components/object-search'
import { DeleteAction, ObjectTable, RowAction, RowActions } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { EnumTypeFormModal } from './enum-type-form-modal'
import { EnumValueModal } from './enum-value-modal'
import { enumTypesQueryOptions } from './types-queries'

type Dialog = { kind: 'create' } | { kind: 'add' | 'rename'; type: EnumType } | null

/** CONTRACT §10 database/types: enumerated types with their values; create, add / rename a value, drop. */
export function EnumTypesPage({
  projectRef,
  schema,
  onSchemaChange,
}: {
  projectRef: string
  schema: string
  onSchemaChange: (schema: string) => void
}) {
  const connection = useProjectConnection(projectRef)
  const write = useDatabaseWrite(projectRef)
  const types = useQuery(enumTypesQueryOptions(connection, schema))
  const save = useRunSqlMutation(connection, [databaseObjectKeys.types(projectRef)])
  const remove = useRunSqlMutation(connection, [databaseObjectKeys.types(projectRef)])
  const [search, setSearch] = useState('')
  const [dialog, setDialog] = useState<Dialog>(null)
  const [deleting, setDeleting] = useState<EnumType | null>(null)
  const rows = matching(types.data, search, (t) => [t.schema, t.name, ...t.values])
  const open = (next: Dialog) => (save.reset(), setDialog(next))
  const saved = {
    saving: save.isPending,
    error: save.error,
    onClose: () => setDialog(null),
    onSave: (built: Parameters<typeof save.mutate>[0]) => save.mutate(built, { onSuccess: () => setDialog(null) }),
  }

  return (
    <>
      <PageHeader
        title="Enumerated types"
        description="Types whose values are a fixed, ordered list of labels."
        actions={<CreateButton write={write} label="Create type" onClick={() => open({ kind: 'create' })} />}
      />
      <ReadOnlyNotice write={write} />
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <SchemaPicker connection={connection} value={schema} onChange={onSchemaChange} />
          <ObjectSearch label="Search types" value={search} onChange={setSearch} />
        </Group>
        <QueryRows
          query={{ data: rows, error: types.error, isLoading: types.isLoading }}
          what="enumerated types"
          empty={search ? 'No type matches your search.' : 'No enumerated types yet.'}
        >
          {(list) => (
            <ObjectTable label="Enumerated types" columns={['Name', 'Values']}>
              {list.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td fw={500}>
                    {t.schema}.{t.name}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {t.values.map((v) => (
                        <Badge key={v} variant="light" tt="none">
                          {v}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  {write.can ? (
                    <RowActions>
                      <RowAction
                        label={`Add a value to ${t.schema}.${t.name}`}
                        icon={<IconRowInsertBottom size={16} />}
                        onClick={() => open({ kind: 'add', type: t })}
                      />
                      <RowAction
                        label={`Rename a value of ${t.schema}.${t.name}`}
                        icon={<IconCursorText size={16} />}
                        onClick={() => open({ kind: 'rename', type: t })}
                      />
                      <DeleteAction name={`${t.schema}.${t.name}`} onClick={() => (remove.reset(), setDeleting(t))} />
                    </RowActions>
                  ) : (
                    <Table.Td />
                  )}
                </Table.Tr>
              ))}
            </ObjectTable>
          )}
        </QueryRows>
      </Stack>
      {dialog?.kind === 'create' ? <EnumTypeFormModal {...saved} /> : null}
      {dialog && dialog.kind !== 'create' ? (
        <EnumValueModal key={`${dialog.kind}-${dialog.type.id}`} type={dialog.type} mode={dialog.kind} {...saved} />
      ) : null}
      <SqlConfirmDialog
        visible={deleting !== null}
        title={`Delete type ${deleting ? `${deleting.schema}.${deleting.name}` : ''}`}
        description="Columns and functions that use the type stop the drop; Postgres names them."
        sql={deleting ? dropEnumType(deleting).sql : ''}
        confirmLabel="Delete type"
        variant="danger"
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(dropEnumType(deleting), { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}
