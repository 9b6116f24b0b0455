import { useState } from 'react'
import { dropPolicySql, setRowLevelSecuritySql, SqlConfirmDialog, type Policy, type PolicyTable } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import type { DatabaseWrite } from '../components/use-database-write'
import { PolicyCheckModal } from './policy-check-modal'
import { PolicyFormModal, type PolicyTemplate } from './policy-form-modal'
import { PolicyTableCard } from './policy-table-card'

type Pending = { kind: 'rls'; table: PolicyTable } | { kind: 'drop'; table: PolicyTable; policy: Policy }

/**
 * The policy editor over some tables of one schema: each table's card (RLS switch, policies), the
 * create / edit form with its templates, the policy check, and the confirmations of RLS and drops.
 * The Database policies page and the Realtime policies page both show it.
 */
export function PolicyTablesEditor({
  connection,
  schema,
  tables,
  shown,
  write,
  templates,
}: {
  connection: ProjectConnection
  schema: string
  /** Every table the form may choose from. */
  tables: PolicyTable[]
  /** The tables whose cards are shown. */
  shown: PolicyTable[]
  write: DatabaseWrite
  templates?: readonly PolicyTemplate[] | undefined
}) {
  const projectRef = connection.projectRef
  const [form, setForm] = useState<{ table: PolicyTable; policy: Policy | null } | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const [checking, setChecking] = useState<PolicyTable | null>(null)
  const change = useRunSqlMutation(connection, [databaseObjectKeys.policies(projectRef, schema), databaseObjectKeys.tables(projectRef, schema)])
  const built = !pending ? null : pending.kind === 'rls' ? setRowLevelSecuritySql(pending.table, !pending.table.rls_enabled) : dropPolicySql(pending.table, pending.policy.name)

  return (
    <>
      {shown.map((table) => (
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
      ))}
      {form ? (
        <PolicyFormModal connection={connection} tables={tables} table={form.table} policy={form.policy} templates={templates} onClose={() => setForm(null)} />
      ) : null}
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
