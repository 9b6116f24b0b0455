import { Badge, Button, Stack, Table, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import {
  dropHook,
  ExtensionNotice,
  type Hook,
  httpRequestOf,
  SqlConfirmDialog,
} from '@/features/database'
import { extensionStatusQueryOptions } from '@/features/database/api/extension-status-query'
import { databaseObjectKeys } from '../api/keys'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { DeleteAction, EditAction, ObjectTable, RowActions } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { useReadOnlyWrite } from '../components/use-database-write'
import { HooksPreview } from './hooks-preview'
import { HookFormModal } from './hook-form-modal'
import { hooksQueryOptions } from './hooks-queries'

const PG_NET_EXTENSION = {
  name: 'pg_net',
  schema: 'extensions',
  reason:
    'HTTP hooks send their requests with pg_net, asynchronously, so a slow endpoint never holds up the change. Without it, hooks can call Postgres functions only.',
  install:
    'Install pg_net on your database server (add it to shared_preload_libraries and restart), then enable it here.',
  preview: <HooksPreview />,
}

type Editing = { hook: Hook | null } | null

/** SPEC §2 Database hooks: triggers that send an HTTP request or call a function when rows change. */
export function HooksPage({ projectRef }: { projectRef: string }) {
  const connection = useProjectConnection(projectRef)
  const write = useReadOnlyWrite(projectRef)
  const net = useQuery(extensionStatusQueryOptions(connection, PG_NET_EXTENSION.name))
  const httpAvailable = Boolean(net.data?.installed_version)
  const hooks = useQuery(hooksQueryOptions(connection))
  const save = useRunSqlMutation(connection, [databaseObjectKeys.hooks(projectRef)])
  const remove = useRunSqlMutation(connection, [databaseObjectKeys.hooks(projectRef)])
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Hook | null>(null)

  return (
    <>
      <PageHeader
        title="Database hooks"
        description="Send HTTP requests or call functions when rows change."
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => (save.reset(), setEditing({ hook: null }))}
            disabled={!net.data || !write.can}
          >
            Create hook
          </Button>
        }
      />
      <ReadOnlyNotice write={write} />
      <Stack gap="md">
        <ExtensionNotice database={connection} extension={PG_NET_EXTENSION} status={net} />
        <QueryRows
          query={hooks}
          what="hooks"
          empty="No hooks yet. Create one to react to inserts, updates and deletes."
        >
          {(rows) => (
            <ObjectTable label="Database hooks" columns={['Name', 'Table', 'Events', 'Type', 'Target']}>
              {rows.map((hook) => {
                const request = httpRequestOf(hook)
                return (
                  <Table.Tr key={`${hook.schema}.${hook.table}.${hook.name}`}>
                    <Table.Td fw={500}>
                      {hook.name}
                      {!hook.enabled ? (
                        <Badge ml={6} size="xs" color="gray">
                          disabled
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {hook.schema}.{hook.table}
                    </Table.Td>
                    <Table.Td>{hook.events.join(', ')}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={request ? 'blue' : 'grape'}>
                        {request ? 'HTTP request' : 'Postgres function'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace" lineClamp={1}>
                        {request
                          ? `${request.method} ${request.url}`
                          : `${hook.timing} ${hook.function_schema}.${hook.function_name}()`}
                      </Text>
                    </Table.Td>
                    <RowActions>
                      <EditAction name={hook.name} onClick={() => (save.reset(), setEditing({ hook }))} />
                      <DeleteAction name={hook.name} onClick={() => (remove.reset(), setDeleting(hook))} />
                    </RowActions>
                  </Table.Tr>
                )
              })}
            </ObjectTable>
          )}
        </QueryRows>
      </Stack>
      {editing ? (
        <HookFormModal
          connection={connection}
          hook={editing.hook}
          httpAvailable={httpAvailable}
          saving={save.isPending}
          error={save.error}
          onSave={(built) => save.mutate(built, { onSuccess: () => setEditing(null) })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <SqlConfirmDialog
        visible={deleting !== null}
        title={`Delete hook ${deleting?.name ?? ''}`}
        description="The trigger is dropped; the table and its rows stay."
        sql={deleting ? dropHook(deleting).sql : ''}
        confirmLabel="Delete hook"
        variant="danger"
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(dropHook(deleting), { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}
