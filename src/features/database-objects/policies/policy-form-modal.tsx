import { Input, Loader, MultiSelect, SegmentedControl, Select, Text, TextInput, useMatches } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import {
  createPolicySql,
  POLICY_COMMANDS,
  POLICY_TEMPLATES,
  takesUsing,
  takesWithCheck,
  updatePolicySql,
  type Policy,
  type PolicyCommand,
  type PolicyInput,
  type PolicyTable,
} from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'
import { tableQueryOptions } from '../tables/tables-queries'
import { policyRolesQueryOptions } from './policies-queries'

const ExpressionEditor = lazy(() => import('./expression-editor'))

/** A starting point for a new policy: the person edits it before anything runs. */
export type PolicyTemplate = (typeof POLICY_TEMPLATES)[number]

const EMPTY: PolicyInput = { name: '', command: 'SELECT', permissive: true, roles: [], using: '', with_check: '' }

function Expression({
  label,
  description,
  value,
  onChange,
  columns,
}: {
  label: string
  description: string
  value: string
  onChange: (v: string) => void
  columns: string[]
}) {
  return (
    <Input.Wrapper label={label} description={description}>
      <Suspense fallback={<Loader size="xs" aria-label={`Loading the ${label} editor`} />}>
        <ExpressionEditor label={`${label} expression`} value={value} onChange={onChange} columns={columns} />
      </Suspense>
    </Input.Wrapper>
  )
}

/**
 * Create or edit a policy: name, table, command, roles, permissive or restrictive, USING and WITH
 * CHECK (with completion), templates for a new one. Editing changes only the clauses the user
 * changed; the exact SQL is shown before it runs and a failure keeps the form as typed.
 */
export function PolicyFormModal({
  connection,
  tables,
  table: initialTable,
  policy,
  templates = POLICY_TEMPLATES,
  onClose,
}: {
  connection: ProjectConnection
  tables: PolicyTable[]
  table: PolicyTable
  policy: Policy | null
  /** The templates offered for a new policy; default: those of a table in the API. */
  templates?: readonly PolicyTemplate[] | undefined
  onClose: () => void
}) {
  const [tableId, setTableId] = useState(initialTable.id)
  const table = tables.find((t) => t.id === tableId) ?? initialTable
  const [draft, setDraft] = useState<PolicyInput>(
    policy ? { ...policy, using: policy.using ?? '', with_check: policy.with_check ?? '' } : EMPTY,
  )
  const roles = useQuery(policyRolesQueryOptions(connection))
  const detail = useQuery(tableQueryOptions(connection, table.id))
  const columns = detail.data?.[0]?.columns.map((c) => c.name) ?? []
  const save = useRunSqlMutation(connection, [
    databaseObjectKeys.policies(connection.projectRef, table.schema),
    databaseObjectKeys.tables(connection.projectRef, table.schema),
  ])
  const set = (change: Partial<PolicyInput>) => setDraft((d) => ({ ...d, ...change }))
  // Five commands side by side are cut on a phone: stacked there.
  const commandOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' })

  const roleOptions = [...new Set(['public', ...(roles.data ?? []).map((r) => r.name), ...draft.roles])]

  return (
    <SqlFormModal
      title={policy ? `Edit policy ${policy.name}` : `Create a policy on ${table.schema}.${table.name}`}
      submitLabel={policy ? 'Save policy' : 'Create policy'}
      errorTitle="The policy was not saved"
      build={() => {
        if (!draft.name.trim()) return 'Enter a name for the policy.'
        const next = { ...draft, name: draft.name.trim() }
        return policy ? updatePolicySql(table, policy, next) : createPolicySql(table, next)
      }}
      saving={save.isPending}
      error={save.error}
      onRun={(built) => save.mutate(built, { onSuccess: onClose })}
      onClose={onClose}
    >
      {!policy ? (
        <Select
          label="Start from a template"
          placeholder="No template"
          data={templates.map((t) => ({ value: t.id, label: t.label }))}
          clearable
          onChange={(id) => {
            const template = templates.find((t) => t.id === id)
            if (template)
              setDraft({
                ...template.policy,
                using: template.policy.using ?? '',
                with_check: template.policy.with_check ?? '',
              })
          }}
        />
      ) : null}
      <TextInput
        label="Name"
        required
        value={draft.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        data-autofocus
      />
      <Select
        label="Table"
        data={tables.map((t) => ({ value: String(t.id), label: `${t.schema}.${t.name}` }))}
        value={String(table.id)}
        allowDeselect={false}
        searchable
        disabled={policy !== null}
        onChange={(v) => v && setTableId(Number(v))}
      />
      <Input.Wrapper label="Command">
        <SegmentedControl
          fullWidth
          orientation={commandOrientation}
          data={[...POLICY_COMMANDS]}
          value={draft.command}
          onChange={(v) => set({ command: v as PolicyCommand })}
          aria-label="Command"
        />
      </Input.Wrapper>
      <SegmentedControl
        fullWidth
        aria-label="Behaviour"
        data={[
          { value: 'permissive', label: 'Permissive' },
          { value: 'restrictive', label: 'Restrictive' },
        ]}
        value={draft.permissive ? 'permissive' : 'restrictive'}
        onChange={(v) => set({ permissive: v === 'permissive' })}
      />
      <MultiSelect
        label="Roles"
        description="None chosen: every role (public)"
        data={roleOptions}
        value={[...draft.roles]}
        searchable
        onChange={(v) => set({ roles: v })}
      />
      {takesUsing(draft.command) ? (
        <Expression
          label="USING"
          description="Which existing rows the policy lets through"
          value={draft.using ?? ''}
          onChange={(v) => set({ using: v })}
          columns={columns}
        />
      ) : null}
      {takesWithCheck(draft.command) ? (
        <Expression
          label="WITH CHECK"
          description="Which new or changed rows are allowed"
          value={draft.with_check ?? ''}
          onChange={(v) => set({ with_check: v })}
          columns={columns}
        />
      ) : null}
      {policy && (policy.command !== draft.command || policy.permissive !== draft.permissive) ? (
        <Text size="sm" c="dimmed">
          Postgres cannot change a policy&apos;s command or behaviour in place: it is dropped and created again in one
          transaction.
        </Text>
      ) : null}
    </SqlFormModal>
  )
}
