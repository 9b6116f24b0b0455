import type { RealtimeConfig } from './api/realtime-config-query'

type NumberKey = { [K in keyof RealtimeConfig]: RealtimeConfig[K] extends number ? K : never }[keyof RealtimeConfig]
type SwitchKey = { [K in keyof RealtimeConfig]: RealtimeConfig[K] extends boolean ? K : never }[keyof RealtimeConfig]

interface Field<K> {
  key: K
  label: string
  description: string
  /** Self-hosted: where the realtime service itself takes this setting from. */
  selfHosted: { variable: string | null; where: string }
}
export interface NumberField extends Field<NumberKey> {
  kind: 'number'
  min: number
  max: number
  unit: string
}
export interface SwitchField extends Field<SwitchKey> {
  kind: 'switch'
}
export type RealtimeSettingField = NumberField | SwitchField

const TENANT_COLUMN = 'No environment variable: a column of the tenant in _realtime.tenants, changed with the service’s tenant API (PUT /api/tenants/{tenant_id}).'

/** The settings in the order the form shows them, with their ranges (CONTRACT §16). */
export const REALTIME_SETTING_FIELDS: readonly RealtimeSettingField[] = [
  {
    key: 'private_only',
    kind: 'switch',
    label: 'Allow only private channels',
    description: 'Clients must join private channels, which the policies on realtime.messages guard; public channels are refused.',
    selfHosted: { variable: null, where: `private_only. ${TENANT_COLUMN}` },
  },
  {
    key: 'connection_pool',
    kind: 'number',
    label: 'Database connection pool size',
    description: 'Connections Realtime keeps to your database to check the policies of private channels.',
    min: 1,
    max: 100,
    unit: 'connections',
    selfHosted: { variable: null, where: 'db_pool in the settings of the tenant’s postgres_cdc_rls extension (_realtime.extensions), changed with the service’s tenant API.' },
  },
  {
    key: 'max_concurrent_users',
    kind: 'number',
    label: 'Max concurrent clients',
    description: 'Clients connected to Realtime at the same time; more are refused.',
    min: 1,
    max: 100_000,
    unit: 'clients',
    selfHosted: { variable: 'TENANT_MAX_CONCURRENT_USERS', where: 'The default of new tenants (200); a tenant keeps its own max_concurrent_users.' },
  },
  {
    key: 'max_events_per_second',
    kind: 'number',
    label: 'Max events per second',
    description: 'Messages all clients may send and receive each second, together.',
    min: 1,
    max: 100_000,
    unit: 'events per second',
    selfHosted: { variable: 'TENANT_MAX_EVENTS_PER_SECOND', where: 'The default of new tenants (100); a tenant keeps its own max_events_per_second.' },
  },
  {
    key: 'max_presence_events_per_second',
    kind: 'number',
    label: 'Max presence events per second',
    description: 'Presence track and untrack events each second, together.',
    min: 1,
    max: 100_000,
    unit: 'events per second',
    selfHosted: { variable: null, where: `max_presence_events_per_second. ${TENANT_COLUMN}` },
  },
  {
    key: 'max_payload_size_in_kb',
    kind: 'number',
    label: 'Max payload size',
    description: 'The largest message a client may send; a larger one is refused.',
    min: 1,
    max: 10_000,
    unit: 'KB',
    selfHosted: { variable: null, where: `max_payload_size_in_kb. ${TENANT_COLUMN}` },
  },
  {
    key: 'suspend',
    kind: 'switch',
    label: 'Suspend Realtime',
    description: 'Disconnects every client and refuses new connections until it is switched off again.',
    selfHosted: { variable: null, where: `suspend. ${TENANT_COLUMN}` },
  },
]

/** What the person typed or switched, by setting; a number field holds its text as typed. */
export type RealtimeDraft = Partial<Record<keyof RealtimeConfig, string | number | boolean>>

const formatted = (value: number) => value.toLocaleString('en-US')

/** The field's problem in words, or undefined when its value can be saved. */
export function fieldError(field: RealtimeSettingField, value: string | number | boolean | undefined): string | undefined {
  if (field.kind === 'switch' || value === undefined) return undefined
  const text = String(value).trim()
  if (text === '') return `Enter the ${field.label.toLowerCase()}`
  const number = Number(text)
  const range = `from ${formatted(field.min)} to ${formatted(field.max)}`
  if (!Number.isInteger(number)) return `Enter a whole number ${range}`
  if (number < field.min || number > field.max) return `Must be ${range} ${field.unit}`
  return undefined
}

export function draftErrors(draft: RealtimeDraft): Partial<Record<keyof RealtimeConfig, string>> {
  const errors: Partial<Record<keyof RealtimeConfig, string>> = {}
  for (const field of REALTIME_SETTING_FIELDS) {
    const error = fieldError(field, draft[field.key])
    if (error) errors[field.key] = error
  }
  return errors
}

/** The value the form shows: the draft's where edited, else the saved one. */
export const shownValue = (field: RealtimeSettingField, saved: RealtimeConfig, draft: RealtimeDraft) => draft[field.key] ?? saved[field.key]

export interface RealtimeChange {
  field: RealtimeSettingField
  from: number | boolean
  to: number | boolean
}

/** The settings that differ from the saved ones (valid values only), in the form's order. */
export function draftChanges(saved: RealtimeConfig, draft: RealtimeDraft): RealtimeChange[] {
  return REALTIME_SETTING_FIELDS.flatMap((field) => {
    const value = draft[field.key]
    if (value === undefined || fieldError(field, value)) return []
    const to = field.kind === 'switch' ? Boolean(value) : Number(String(value).trim())
    return to === saved[field.key] ? [] : [{ field, from: saved[field.key], to }]
  })
}

/** A change in words: "Max payload size: 3,000 → 500 KB". */
export function describeChange({ field, from, to }: RealtimeChange): string {
  if (field.kind === 'switch') return `${field.label}: ${from ? 'on' : 'off'} → ${to ? 'on' : 'off'}`
  return `${field.label}: ${formatted(from as number)} → ${formatted(to as number)} ${field.unit}`
}
