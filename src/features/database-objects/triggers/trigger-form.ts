import type { Trigger, TriggerDefinition, TriggerEvent, TriggerLevel, TriggerTiming } from '@/features/database'

export interface TriggerFormValues {
  name: string
  /** JSON [schema, name] of the table, as the pickers hold it. */
  table: string | null
  timing: TriggerTiming
  events: TriggerEvent[]
  updateColumns: string[]
  level: TriggerLevel
  when: string
  fn: string | null
}

export const INITIAL_TRIGGER_VALUES: TriggerFormValues = {
  name: '',
  table: null,
  timing: 'AFTER',
  events: ['INSERT'],
  updateColumns: [],
  level: 'ROW',
  when: '',
  fn: null,
}

export const pairOf = (schema: string, name: string) => JSON.stringify([schema, name])

/** An existing trigger as the form's values, to be changed. */
export function triggerFormValues(t: Trigger): TriggerFormValues {
  return {
    name: t.name,
    table: pairOf(t.schema, t.table),
    timing: t.timing,
    events: t.events.filter((e): e is TriggerEvent => (['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'] as const).includes(e as TriggerEvent)),
    updateColumns: t.update_columns,
    level: t.level,
    when: t.when_condition ?? '',
    fn: pairOf(t.function_schema, t.function_name),
  }
}
const parsePair = (value: string | null): [string, string] | null => {
  if (!value) return null
  const pair: unknown = JSON.parse(value)
  return Array.isArray(pair) && pair.length === 2 && pair.every((p) => typeof p === 'string') ? [pair[0] as string, pair[1] as string] : null
}

export type TriggerFormErrors = Partial<Record<'name' | 'table' | 'events' | 'fn' | 'when', string>>

export function readTriggerForm(values: TriggerFormValues): { errors: TriggerFormErrors; trigger: TriggerDefinition | null } {
  const errors: TriggerFormErrors = {}
  const table = parsePair(values.table)
  const fn = parsePair(values.fn)
  if (!values.name.trim()) errors.name = 'Enter a name'
  if (!table) errors.table = 'Choose a table'
  if (!values.events.length) errors.events = 'Choose at least one event'
  if (!fn) errors.fn = 'Choose a trigger function'
  if (values.level === 'STATEMENT' && values.when.trim() && /\b(new|old)\b/i.test(values.when)) {
    errors.when = 'A statement-level trigger cannot read NEW or OLD in its condition'
  }
  if (values.timing === 'INSTEAD OF' && values.level !== 'ROW') errors.events = 'INSTEAD OF triggers run for each row'
  if (!table || !fn || Object.keys(errors).length) return { errors, trigger: null }
  return {
    errors,
    trigger: {
      name: values.name.trim(),
      schema: table[0],
      table: table[1],
      timing: values.timing,
      events: values.events,
      updateColumns: values.events.includes('UPDATE') ? values.updateColumns : [],
      level: values.level,
      when: values.when,
      function: { schema: fn[0], name: fn[1] },
    },
  }
}
