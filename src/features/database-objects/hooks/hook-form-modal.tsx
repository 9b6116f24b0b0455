import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { createHook, type Hook, HOOK_EVENTS, type HookEvent, HTTP_METHODS, type HttpMethod, QueryError, updateHook } from '@/features/database'
import type { BuiltSql, ProjectConnection } from '../api/run-built-sql'
import { HTTP_TIMEOUT_RANGE_MS, initialHookValues, jsonPair, readHookForm, type HookFormValues } from './hook-form'
import { hookTablesQueryOptions, triggerFunctionsQueryOptions } from './hooks-queries'
import { MONO_INPUT_STYLES } from '@/components/mono-input'

/** Tables whose rows a hook can watch: the user's tables, not the vault's. */
const HIDDEN_TABLE_SCHEMAS = new Set(['vault'])

/** Create or edit a hook: table, events, and an HTTP request (with pg_net) or a trigger function. */
export function HookFormModal({
  connection,
  hook,
  httpAvailable,
  saving,
  error,
  onSave,
  onClose,
}: {
  connection: ProjectConnection
  hook: Hook | null
  httpAvailable: boolean
  saving: boolean
  error: unknown
  onSave: (built: BuiltSql<unknown>) => void
  onClose: () => void
}) {
  const [values, setValues] = useState<HookFormValues>(() => initialHookValues(hook, httpAvailable))
  const [submitted, setSubmitted] = useState(false)
  const tables = useQuery(hookTablesQueryOptions(connection))
  const functions = useQuery(triggerFunctionsQueryOptions(connection))
  const set = (patch: Partial<HookFormValues>) => setValues((v) => ({ ...v, ...patch }))
  const { errors, hook: definition } = readHookForm(values)
  const shown = submitted ? errors : {}
  const built = definition ? (hook ? updateHook(hook, definition) : createHook(definition)) : null

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={() => !saving && onClose()} title={hook ? `Edit hook ${hook.name}` : 'Create database hook'} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setSubmitted(true)
          if (built) onSave(built)
        }}
      >
        <Stack gap="sm">
          <TextInput label="Name" withAsterisk value={values.name} error={shown.name} onChange={(e) => set({ name: e.currentTarget.value })} />
          <Select
            label="Table"
            withAsterisk
            searchable
            data={(tables.data ?? [])
              .filter((t) => t.kind === 'table' && !HIDDEN_TABLE_SCHEMAS.has(t.schema))
              .map((t) => ({ value: jsonPair(t.schema, t.name), label: `${t.schema}.${t.name}` }))}
            value={values.table}
            onChange={(table) => set({ table })}
            error={shown.table}
          />
          <Checkbox.Group label="Events" withAsterisk value={values.events} onChange={(events) => set({ events: events as HookEvent[] })} error={shown.events}>
            <Group gap="md" mt={4}>
              {HOOK_EVENTS.map((event) => (
                <Checkbox key={event} value={event} label={event.charAt(0) + event.slice(1).toLowerCase()} />
              ))}
            </Group>
          </Checkbox.Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="hook-type">
              Type
            </Text>
            <SegmentedControl
              aria-labelledby="hook-type"
              value={values.kind}
              onChange={(kind) => set({ kind: kind as HookFormValues['kind'] })}
              data={[
                { value: 'http', label: 'HTTP request', disabled: !httpAvailable },
                { value: 'function', label: 'Postgres function' },
              ]}
            />
          </Stack>
          {values.kind === 'http' ? (
            <>
              <Group grow align="flex-start">
                <Select label="Method" data={[...HTTP_METHODS]} value={values.method} allowDeselect={false} onChange={(m) => m && set({ method: m as HttpMethod })} />
                <NumberInput
                  label="Timeout (ms)"
                  min={HTTP_TIMEOUT_RANGE_MS.min}
                  max={HTTP_TIMEOUT_RANGE_MS.max}
                  value={values.timeoutMs}
                  error={shown.timeoutMs}
                  onChange={(timeoutMs) => set({ timeoutMs })}
                />
              </Group>
              <TextInput label="URL" withAsterisk value={values.url} error={shown.url} onChange={(e) => set({ url: e.currentTarget.value })} placeholder="https://example.com/webhook" />
              <Textarea label="HTTP headers (JSON)" autosize minRows={2} styles={MONO_INPUT_STYLES} value={values.headers} error={shown.headers} onChange={(e) => set({ headers: e.currentTarget.value })} />
              <Textarea label="URL parameters (JSON)" autosize minRows={1} styles={MONO_INPUT_STYLES} value={values.params} error={shown.params} onChange={(e) => set({ params: e.currentTarget.value })} />
              <Text size="xs" c="dimmed">
                A POST sends the change as JSON: type, table, schema, record and old_record.
              </Text>
            </>
          ) : (
            <Group grow align="flex-start">
              <Select
                label="Function"
                withAsterisk
                searchable
                description="Functions that return trigger and take no arguments."
                data={(functions.data ?? []).map((f) => ({ value: jsonPair(f.schema, f.name), label: `${f.schema}.${f.name}()` }))}
                value={values.fn}
                onChange={(fn) => set({ fn })}
                error={shown.fn}
                nothingFoundMessage="No trigger function yet"
              />
              <Select
                label="Runs"
                data={[
                  { value: 'AFTER', label: 'After the change' },
                  { value: 'BEFORE', label: 'Before the change' },
                ]}
                value={values.timing}
                allowDeselect={false}
                onChange={(timing) => timing && set({ timing: timing as HookFormValues['timing'] })}
              />
            </Group>
          )}
          {functions.data?.length === 0 && values.kind === 'function' ? (
            <Alert variant="light" color="blue">
              This database has no trigger function yet. Create one in the SQL editor (a function that returns trigger), then
              choose it here.
            </Alert>
          ) : null}
          {built ? (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                This SQL will run on the project&apos;s database:
              </Text>
              <Code block aria-label="SQL to run" mah={200} style={{ overflow: 'auto', whiteSpace: 'pre-wrap' }}>
                {built.sql}
              </Code>
            </Stack>
          ) : null}
          {error ? <QueryError title="The hook was not saved" error={error} /> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {hook ? 'Save hook' : 'Create hook'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
