import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { type DatabaseFunction, dropFunction, needsSearchPath, SqlConfirmDialog } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { CreateButton } from '../components/create-button'
import { SchemaPicker } from '../components/schema-picker'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { useDatabaseWrite } from '../components/use-database-write'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { DeleteAction, EditAction, ObjectTable, RowActions } from '../components/object-table'
import { matching, ObjectSearch } from '../components/object-search'
import { QueryRows } from '../components/query-status'
import { FunctionFormModal } from './function-form-modal'
import { functionsQueryOptions } from './functions-queries'

type Editing = { fn: DatabaseFunction | null } | null

/** CONTRACT §10 database/functions: the user's functions; create, replace and drop them. */
export function FunctionsPage({
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
  const functions = useQuery(functionsQueryOptions(connection, schema))
  const keys = [databaseObjectKeys.functions(projectRef), databaseObjectKeys.triggers(projectRef)]
  const save = useRunSqlMutation(connection, keys)
  const remove = useRunSqlMutation(connection, keys)
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<DatabaseFunction | null>(null)
  const rows = matching(functions.data, search, (f) => [f.schema, f.name, f.return_type, f.language])

  return (
    <>
      <PageHeader
        title="Functions"
        description="Functions stored in your database, callable from SQL, triggers and the API."
        actions={
          <CreateButton
            write={write}
            label="Create function"
            onClick={() => (save.reset(), setEditing({ fn: null }))}
          />
        }
      />
      <ReadOnlyNotice write={write} />
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <SchemaPicker connection={connection} value={schema} onChange={onSchemaChange} />
          <ObjectSearch label="Search functions" value={search} onChange={setSearch} />
        </Group>
        <QueryRows
          query={{ data: rows, error: functions.error, isLoading: functions.isLoading }}
          what="functions"
          empty={
            search
              ? 'No function matches your search.'
              : 'No functions yet. Create one to keep logic next to your data.'
          }
        >
          {(list) => (
            <ObjectTable label="Database functions" columns={['Name', 'Arguments', 'Returns', 'Language', 'Security']}>
              {list.map((fn) => (
                <Table.Tr key={fn.id}>
                  <Table.Td fw={500}>
                    {fn.schema}.{fn.name}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" lineClamp={2}>
                      {fn.arguments || '-'}
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace">{fn.return_type}</Table.Td>
                  <Table.Td>{fn.language}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="light" color={fn.security_definer ? 'orange' : 'gray'}>
                        {fn.security_definer ? 'definer' : 'invoker'}
                      </Badge>
                      {needsSearchPath({ securityDefiner: fn.security_definer, searchPath: fn.search_path }) ? (
                        <Badge variant="outline" color="yellow">
                          no search_path
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  {write.can ? (
                    <RowActions>
                      <EditAction name={`${fn.schema}.${fn.name}`} onClick={() => (save.reset(), setEditing({ fn }))} />
                      <DeleteAction
                        name={`${fn.schema}.${fn.name}`}
                        onClick={() => (remove.reset(), setDeleting(fn))}
                      />
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
      {editing ? (
        <FunctionFormModal
          fn={editing.fn}
          saving={save.isPending}
          error={save.error}
          onSave={(built) => save.mutate(built, { onSuccess: () => setEditing(null) })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <SqlConfirmDialog
        visible={deleting !== null}
        title={`Delete function ${deleting ? `${deleting.schema}.${deleting.name}` : ''}`}
        description="Triggers and other objects that depend on it stop the drop; Postgres names them."
        sql={deleting ? dropFunction(deleting).sql : ''}
        confirmLabel="Delete function"
        variant="danger"
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(dropFunction(deleting), { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}
