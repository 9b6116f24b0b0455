import {
  Alert,
  Checkbox,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  createTrigger,
  TRIGGER_EVENTS,
  TRIGGER_LEVELS,
  TRIGGER_TIMINGS,
  type TriggerEvent,
  type TriggerLevel,
  type Trigger,
  type TriggerTiming,
} from '@/features/database'
import type { BuiltSql, ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'
import { INITIAL_TRIGGER_VALUES, pairOf, readTriggerForm, triggerFormValues, type TriggerFormValues } from './trigger-form'
import { triggerFunctionsQueryOptions, triggerTablesQueryOptions } from './triggers-queries'
import { MONO_INPUT_STYLES } from '@/components/mono-input'

const title = (word: string) => word.charAt(0) + word.slice(1).toLowerCase()

/** Create a trigger, or change one: table, timing, events (UPDATE OF columns), level, WHEN, and a trigger function. */
export function TriggerFormModal({
  connection,
  trigger: existing,
  saving,
  error,
  onSave,
  onClose,
}: {
  connection: ProjectConnection
  /** The trigger being changed; absent to create one. */
  trigger?: Trigger | undefined
  saving: boolean
  error: unknown
  onSave: (built: BuiltSql<unknown>) => void
  onClose: () => void
}) {
  const [values, setValues] = useState<TriggerFormValues>(() => (existing ? triggerFormValues(existing) : INITIAL_TRIGGER_VALUES))
  const tables = useQuery(triggerTablesQueryOptions(connection))
  const functions = useQuery(triggerFunctionsQueryOptions(connection))
  const set = (patch: Partial<TriggerFormValues>) => setValues((v) => ({ ...v, ...patch }))
  const { errors, trigger } = readTriggerForm(values)
  const built = trigger ? createTrigger(trigger, existing) : null
  const table = tables.data?.find((t) => pairOf(t.schema, t.name) === values.table)

  return (
    <SqlFormModal
      title={existing ? `Edit trigger ${existing.name} on ${existing.schema}.${existing.table}` : 'Create trigger'}
      build={() => built}
      current={existing?.definition}
      saving={saving}
      error={error}
      errorTitle={existing ? 'The trigger was not changed' : 'The trigger was not created'}
      submitLabel={existing ? 'Save trigger' : 'Create trigger'}
      onRun={onSave}
      onClose={onClose}
    >
      {(submitted) => {
        const shown = submitted ? errors : {}
        return (
          <>
            <TextInput
              label="Name"
              withAsterisk
              value={values.name}
              error={shown.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
            />
            <Select
              label="Table"
              withAsterisk
              searchable
              data={(tables.data ?? []).map((t) => ({
                value: pairOf(t.schema, t.name),
                label: `${t.schema}.${t.name}${t.is_view ? ' (view)' : ''}`,
              }))}
              value={values.table}
              onChange={(value) => set({ table: value, updateColumns: [] })}
              error={shown.table}
              nothingFoundMessage="No table matches"
            />
            <Group grow align="flex-start">
              <Stack gap={4}>
                <Text size="sm" fw={500} id="trigger-timing">
                  Timing
                </Text>
                <SegmentedControl
                  aria-labelledby="trigger-timing"
                  data={[...TRIGGER_TIMINGS]}
                  value={values.timing}
                  onChange={(v) => set({ timing: v as TriggerTiming })}
                />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="trigger-level">
                  Runs for each
                </Text>
                <SegmentedControl
                  aria-labelledby="trigger-level"
                  data={TRIGGER_LEVELS.map((l) => ({ value: l, label: title(l) }))}
                  value={values.level}
                  onChange={(v) => set({ level: v as TriggerLevel })}
                />
              </Stack>
            </Group>
            <Checkbox.Group
              label="Events"
              withAsterisk
              value={values.events}
              onChange={(events) => set({ events: events as TriggerEvent[] })}
              error={shown.events}
            >
              <Group gap="md" mt={4}>
                {TRIGGER_EVENTS.map((event) => (
                  <Checkbox key={event} value={event} label={title(event)} />
                ))}
              </Group>
            </Checkbox.Group>
            {values.events.includes('UPDATE') ? (
              <MultiSelect
                label="Update of columns"
                description="Leave empty to fire on an update of any column."
                data={table?.columns ?? []}
                value={values.updateColumns}
                onChange={(updateColumns) => set({ updateColumns })}
                searchable
              />
            ) : null}
            <Textarea
              label="Condition (WHEN)"
              description="Optional: a boolean expression over NEW and OLD, e.g. new.status <> old.status."
              styles={MONO_INPUT_STYLES}
              autosize
              minRows={1}
              value={values.when}
              error={shown.when}
              onChange={(e) => set({ when: e.currentTarget.value })}
            />
            <Select
              label="Function"
              withAsterisk
              searchable
              description="Functions that return trigger and take no arguments."
              data={(functions.data ?? []).map((f) => ({
                value: pairOf(f.schema, f.name),
                label: `${f.schema}.${f.name}()`,
              }))}
              value={values.fn}
              onChange={(fn) => set({ fn })}
              error={shown.fn}
              nothingFoundMessage="No trigger function matches"
            />
            {functions.data?.length === 0 ? (
              <Alert variant="light" color="blue">
                This database has no trigger function yet. Create one on the Functions page (return type trigger), then
                choose it here.
              </Alert>
            ) : null}
          </>
        )
      }}
    </SqlFormModal>
  )
}
