import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core'
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { dropTrigger, setTriggerEnabled, SqlConfirmDialog, type Trigger } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { CreateButton } from '../components/create-button'
import { SchemaPicker } from '../components/schema-picker'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { useDatabaseWrite } from '../components/use-database-write'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { matching, ObjectSearch } from '../components/object-search'
import { DeleteAction, EditAction, ObjectTable, RowAction, RowActions } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { EventTriggersTable } from './event-triggers-table'
import { TriggerFormModal } from './trigger-form-modal'
import { triggersQueryOptions } from './triggers-queries'

type Change = { trigger: Trigger; action: 'enable' | 'disable' | 'drop' } | null

const changeOf = (change: NonNullable<Change>) =>
  change.action === 'drop' ? dropTrigger(change.trigger) : setTriggerEnabled(change.trigger, change.action === 'enable')

/** CONTRACT §10 database/triggers: triggers on tables and views (create, enable / disable, drop), and event triggers. */
export function TriggersPage({
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
  const triggers = useQuery(triggersQueryOptions(connection, schema))
  const keys = [databaseObjectKeys.triggers(projectRef), databaseObjectKeys.hooks(projectRef)]
  const save = useRunSqlMutation(connection, keys)
  const apply = useRunSqlMutation(connection, keys)
  const [search, setSearch] = useState('')
  /** The form: a new trigger (null) or the one being changed. */
  const [editing, setEditing] = useState<{ trigger: Trigger | null } | null>(null)
  const [change, setChange] = useState<Change>(null)
  const rows = matching(triggers.data, search, (t) => [t.name, t.schema, t.table, t.function_name])
  const label = (t: Trigger) => `${t.name} on ${t.schema}.${t.table}`

  return (
    <>
      <PageHeader
        title="Triggers"
        description="Run a function before, after or instead of changes to a table."
        actions={
          <CreateButton write={write} label="Create trigger" onClick={() => (save.reset(), setEditing({ trigger: null }))} />
        }
      />
      <ReadOnlyNotice write={write} />
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <SchemaPicker connection={connection} value={schema} onChange={onSchemaChange} />
          <ObjectSearch label="Search triggers" value={search} onChange={setSearch} />
        </Group>
        <QueryRows
          query={{ data: rows, error: triggers.error, isLoading: triggers.isLoading }}
          what="triggers"
          empty={search ? 'No trigger matches your search.' : 'No triggers yet.'}
        >
          {(list) => (
            <ObjectTable
              label="Triggers"
              columns={['Name', 'Table', 'Events', 'Timing', 'Level', 'Function', 'Enabled']}
            >
              {list.map((t) => (
                <Table.Tr key={`${t.schema}.${t.table}.${t.name}`}>
                  <Table.Td fw={500}>{t.name}</Table.Td>
                  <Table.Td>
                    {t.schema}.{t.table}
                  </Table.Td>
                  <Table.Td>
                    {t.events
                      .map((e) =>
                        e === 'UPDATE' && t.update_columns.length ? `UPDATE OF ${t.update_columns.join(', ')}` : e,
                      )
                      .join(' or ')}
                  </Table.Td>
                  <Table.Td>{t.timing}</Table.Td>
                  <Table.Td>{t.level}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {t.function_schema}.{t.function_name}()
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={t.enabled ? 'green' : 'gray'}>
                      {t.enabled ? 'enabled' : 'disabled'}
                    </Badge>
                  </Table.Td>
                  {write.can ? (
                    <RowActions>
                      <EditAction name={label(t)} onClick={() => (save.reset(), setEditing({ trigger: t }))} />
                      <RowAction
                        label={`${t.enabled ? 'Disable' : 'Enable'} ${label(t)}`}
                        icon={t.enabled ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                        onClick={() => (
                          apply.reset(),
                          setChange({ trigger: t, action: t.enabled ? 'disable' : 'enable' })
                        )}
                      />
                      <DeleteAction
                        name={label(t)}
                        onClick={() => (apply.reset(), setChange({ trigger: t, action: 'drop' }))}
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
        <Title order={2} size="h4" mt="md">
          Event triggers
        </Title>
        <EventTriggersTable connection={connection} />
      </Stack>
      {editing ? (
        <TriggerFormModal
          connection={connection}
          trigger={editing.trigger ?? undefined}
          saving={save.isPending}
          error={save.error}
          onSave={(built) => save.mutate(built, { onSuccess: () => setEditing(null) })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <SqlConfirmDialog
        visible={change !== null}
        title={
          change
            ? `${{ enable: 'Enable', disable: 'Disable', drop: 'Delete' }[change.action]} trigger ${change.trigger.name}`
            : ''
        }
        sql={change ? changeOf(change).sql : ''}
        confirmLabel={
          change ? `${{ enable: 'Enable', disable: 'Disable', drop: 'Delete' }[change.action]} trigger` : ''
        }
        variant={change?.action === 'drop' ? 'danger' : 'success'}
        loading={apply.isPending}
        error={apply.error}
        onConfirm={() => change && apply.mutate(changeOf(change), { onSuccess: () => setChange(null) })}
        onCancel={() => setChange(null)}
      />
    </>
  )
}
