import { Group, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useMemo, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { dropPolicySql, setRowLevelSecuritySql, SqlConfirmDialog, type Policy, type PolicyTable } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { QueryRows } from '../components/query-status'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { SchemaPicker } from '../components/schema-picker'
import { DEFAULT_SCHEMA, type SchemaAndTextSearch } from '../components/schema-search'
import { useDatabaseWrite } from '../components/use-database-write'
import { PolicyCheckModal } from './policy-check-modal'
import { PolicyFormModal } from './policy-form-modal'
import { PolicyTableCard } from './policy-table-card'
import { policiesQueryOptions } from './policies-queries'

type Pending = { kind: 'rls'; table: PolicyTable } | { kind: 'drop'; table: PolicyTable; policy: Policy }

/** Issue 21 item 2: per table, row level security and its policies (CONTRACT §10 ?schema=&search=). */
export function PoliciesPage({ projectRef, search, onSearchChange }: { projectRef: string; search: SchemaAndTextSearch; onSearchChange: (next: SchemaAndTextSearch) => void }) {
  const schema = search.schema ?? DEFAULT_SCHEMA
  const connection = useProjectConnection(projectRef)
  const write = useDatabaseWrite(projectRef)
  const tables = useQuery(policiesQueryOptions(connection, schema))
  const [text, setText] = useState(search.search ?? '')
  const filter = useDeferredValue(text.trim().toLowerCase())
  const shown = useMemo(
    () => (tables.data ?? []).filter((t) => !filter || t.name.toLowerCase().includes(filter) || t.policies.some((p) => p.name.toLowerCase().includes(filter))),
    [tables.data, filter],
  )
  const [form, setForm] = useState<{ table: PolicyTable; policy: Policy | null } | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const [checking, setChecking] = useState<PolicyTable | null>(null)
  const change = useRunSqlMutation(connection, [databaseObjectKeys.policies(projectRef, schema), databaseObjectKeys.tables(projectRef, schema)])
  const built = !pending ? null : pending.kind === 'rls' ? setRowLevelSecuritySql(pending.table, !pending.table.rls_enabled) : dropPolicySql(pending.table, pending.policy.name)

  return (
    <>
      <PageHeader title="Policies" description="Row level security decides which rows each role can read and change through the API." />
      <ReadOnlyNotice write={write} />
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <SchemaPicker connection={connection} value={schema} onChange={(next) => onSearchChange({ schema: next, search: search.search })} />
          <TextInput
            w={{ base: '100%', xs: 260 }}
            label="Search tables and policies"
            leftSection={<IconSearch size={14} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value)
              onSearchChange({ ...search, search: event.currentTarget.value || undefined })
            }}
          />
        </Group>
        <QueryRows query={tables} what="policies" empty={`No tables in the schema ${schema} yet.`}>
          {() =>
            shown.length ? (
              shown.map((table) => (
                <PolicyTableCard
                  key={table.id}
                  projectRef={projectRef}
                  table={table}
                  write={write}
                  onToggleRls={() => (change.reset(), setPending({ kind: 'rls', table }))}
                  onCreate={() => setForm({ table, policy: null })}
                  onEdit={(policy) => setForm({ table, policy })}
                  onDelete={(policy) => (change.reset(), setPending({ kind: 'drop', table, policy }))}
                  onCheck={() => setChecking(table)}
                />
              ))
            ) : (
              <Text c="dimmed">No tables or policies match &quot;{text.trim()}&quot;.</Text>
            )
          }
        </QueryRows>
      </Stack>
      {form && tables.data ? <PolicyFormModal connection={connection} tables={tables.data} table={form.table} policy={form.policy} onClose={() => setForm(null)} /> : null}
      {checking ? <PolicyCheckModal projectRef={projectRef} table={checking} onClose={() => setChecking(null)} /> : null}
      <SqlConfirmDialog
        visible={pending !== null}
        title={
          pending?.kind === 'rls'
            ? `${pending.table.rls_enabled ? 'Disable' : 'Enable'} row level security on ${pending.table.schema}.${pending.table.name}`
            : `Delete policy ${pending?.policy.name ?? ''}`
        }
        description={pending?.kind === 'rls' && pending.table.rls_enabled ? 'Every row becomes readable and writable by anyone with the API key.' : undefined}
        sql={built?.sql ?? ''}
        confirmLabel={pending?.kind === 'rls' ? (pending.table.rls_enabled ? 'Disable RLS' : 'Enable RLS') : 'Delete policy'}
        variant={pending?.kind === 'rls' && !pending.table.rls_enabled ? 'success' : 'danger'}
        loading={change.isPending}
        error={change.error}
        onConfirm={() => built && change.mutate(built, { onSuccess: () => setPending(null) })}
        onCancel={() => setPending(null)}
      />
    </>
  )
}
