import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { MONO_INPUT_STYLES } from '@/components/mono-input'
import { POLICY_OPERATIONS, type PolicyCheckRow, type PolicyOperation, type RoleChoice, type TableDetail } from '@/features/database'
import { RoleChoiceFields, useResolveRoleDraft, type RoleDraft } from '@/features/view-as-role'

export interface PolicyCheckRequest {
  operation: PolicyOperation
  choice: RoleChoice
  row: PolicyCheckRow
}

type Errors = Partial<Record<'json' | 'role' | `key:${string}`, string>>

/** A JSON object typed by the person, or why it is not one. */
function parseObject(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'Must be a JSON object, like {"column": "value"}' }
  return { ok: true, value: value as Record<string, unknown> }
}

/** The check's question: operation, role (local to the form) and row; validated before it runs, nothing typed lost. */
export function PolicyCheckForm({ projectRef, table, busy, onCheck }: { projectRef: string; table: TableDetail; busy: boolean; onCheck: (request: PolicyCheckRequest) => void }) {
  const resolve = useResolveRoleDraft(projectRef)
  const [operation, setOperation] = useState<PolicyOperation>('select')
  const [draft, setDraft] = useState<RoleDraft>({ kind: 'user', user: null, claimsText: '' })
  const [key, setKey] = useState<Record<string, string>>({})
  const [json, setJson] = useState('')
  const [changes, setChanges] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [resolving, setResolving] = useState(false)
  const byKey = operation !== 'insert'
  const noKey = byKey && table.primary_key.length === 0

  const submit = async () => {
    const found: Errors = {}
    let row: PolicyCheckRow | null = null
    if (byKey) {
      for (const column of table.primary_key) if (!key[column]?.trim()) found[`key:${column}`] = `Enter the ${column} of the row to check`
      const parsed = operation === 'update' && changes.trim() ? parseObject(changes) : { ok: true as const, value: {} }
      if (!parsed.ok) found.json = parsed.message
      else row = { key: Object.fromEntries(table.primary_key.map((c) => [c, key[c] ?? ''])), changes: operation === 'update' ? parsed.value : undefined }
    } else {
      const parsed = parseObject(json)
      if (parsed.ok) row = { json: parsed.value }
      else found.json = parsed.message
    }
    setResolving(true)
    const resolved = await resolve(draft)
    setResolving(false)
    if (!resolved.ok) found.role = resolved.message
    setErrors(found)
    if (Object.keys(found).length || !row || !resolved.ok) return
    onCheck({ operation, choice: resolved.choice, row })
  }

  return (
    <form
      aria-label={`Policy check of ${table.schema}.${table.name}`}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="sm">
        <Select
          label="Operation"
          data={POLICY_OPERATIONS.map((value) => ({ value, label: value }))}
          value={operation}
          onChange={(value) => value && setOperation(value as PolicyOperation)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <RoleChoiceFields projectRef={projectRef} value={draft} onChange={setDraft} error={errors.role} label="Check as" userDescription="The check runs with this user's claims: auth.uid() is their id" />
        {noKey ? <Text c="dimmed" size="sm">This table has no primary key: only an insert can be checked.</Text> : null}
        {byKey
          ? table.primary_key.map((column) => (
              <TextInput
                key={column}
                label={`${column} (primary key)`}
                description={`The ${column} of the existing row to check`}
                value={key[column] ?? ''}
                onChange={(event) => setKey({ ...key, [column]: event.currentTarget.value })}
                error={errors[`key:${column}`]}
                styles={MONO_INPUT_STYLES}
              />
            ))
          : null}
        {operation === 'update' ? (
          <Textarea
            label="Changes (JSON, optional)"
            description='The columns the update sets, like {"user_id": "…"}: WITH CHECK is evaluated on the row with them'
            autosize
            minRows={2}
            value={changes}
            onChange={(event) => setChanges(event.currentTarget.value)}
            error={errors.json}
            styles={MONO_INPUT_STYLES}
          />
        ) : null}
        {operation === 'insert' ? (
          <Textarea
            label="New row (JSON)"
            description="The columns of the row to insert; the others take their defaults"
            placeholder={`{ ${table.columns.slice(0, 2).map((c) => `"${c.name}": …`).join(', ')} }`}
            autosize
            minRows={3}
            value={json}
            onChange={(event) => setJson(event.currentTarget.value)}
            error={errors.json}
            styles={MONO_INPUT_STYLES}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy || resolving} disabled={noKey}>
            Check
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
