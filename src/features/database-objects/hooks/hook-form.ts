import { z } from 'zod/mini'
import {
  DEFAULT_HTTP_TIMEOUT_MS,
  httpRequestOf,
  type Hook,
  type HookDefinition,
  type HookEvent,
  type HttpMethod,
} from '@/features/database'

/** What the hook form edits, as typed (JSON as text), so nothing typed is lost on a bad value. */
export interface HookFormValues {
  name: string
  table: string | null
  events: HookEvent[]
  kind: 'http' | 'function'
  method: HttpMethod
  url: string
  timeoutMs: number | string
  headers: string
  params: string
  fn: string | null
  timing: 'BEFORE' | 'AFTER'
}

export const HTTP_TIMEOUT_RANGE_MS = { min: 1000, max: 10_000 }
export const jsonPair = (schema: string, name: string) => JSON.stringify([schema, name])
const pair = (value: string) => JSON.parse(value) as [string, string]

export function initialHookValues(hook: Hook | null, httpAvailable: boolean): HookFormValues {
  const request = hook ? httpRequestOf(hook) : null
  return {
    name: hook?.name ?? '',
    table: hook ? jsonPair(hook.schema, hook.table) : null,
    events: (hook?.events.filter((e): e is HookEvent => e !== 'TRUNCATE') ?? ['INSERT']),
    kind: request || (!hook && httpAvailable) ? 'http' : 'function',
    method: request?.method ?? 'POST',
    url: request?.url ?? '',
    timeoutMs: request?.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS,
    headers: JSON.stringify(request?.headers ?? { 'Content-Type': 'application/json' }, null, 2),
    params: JSON.stringify(request?.params ?? {}, null, 2),
    fn: hook && !request ? jsonPair(hook.function_schema, hook.function_name) : null,
    timing: hook?.timing === 'BEFORE' ? 'BEFORE' : 'AFTER',
  }
}

const stringRecord = z.record(z.string(), z.string())
function parseRecord(text: string): Record<string, string> | null {
  try {
    const parsed = stringRecord.safeParse(JSON.parse(text || '{}'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export type HookFormErrors = Partial<Record<'name' | 'table' | 'events' | 'url' | 'timeoutMs' | 'headers' | 'params' | 'fn', string>>

/** Checks the form and, when it holds, the hook it describes. */
export function readHookForm(values: HookFormValues): { errors: HookFormErrors; hook: HookDefinition | null } {
  const errors: HookFormErrors = {}
  if (!values.name.trim()) errors.name = 'Enter a name'
  if (!values.table) errors.table = 'Choose a table'
  if (values.events.length === 0) errors.events = 'Choose at least one event'
  let target: HookDefinition['target'] | null = null
  if (values.kind === 'http') {
    let url: URL | null = null
    try {
      url = new URL(values.url.trim())
    } catch {
      url = null
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) errors.url = 'Enter an http:// or https:// URL'
    const timeout = Number(values.timeoutMs)
    if (!Number.isInteger(timeout) || timeout < HTTP_TIMEOUT_RANGE_MS.min || timeout > HTTP_TIMEOUT_RANGE_MS.max) {
      errors.timeoutMs = `Enter a whole number of milliseconds from ${HTTP_TIMEOUT_RANGE_MS.min} to ${HTTP_TIMEOUT_RANGE_MS.max}`
    }
    const headers = parseRecord(values.headers)
    const params = parseRecord(values.params)
    if (!headers) errors.headers = 'Enter a JSON object of text values, e.g. {"Authorization": "Bearer …"}'
    if (!params) errors.params = 'Enter a JSON object of text values, e.g. {"source": "db"}'
    if (url && headers && params && !errors.url && !errors.timeoutMs) {
      target = { kind: 'http', request: { url: values.url.trim(), method: values.method, headers, params, timeoutMs: timeout } }
    }
  } else if (!values.fn) {
    errors.fn = 'Choose a trigger function'
  } else {
    const [schema, name] = pair(values.fn)
    target = { kind: 'function', schema, name, timing: values.timing }
  }
  if (Object.keys(errors).length > 0 || !target || !values.table) return { errors, hook: null }
  const [schema, table] = pair(values.table)
  return { errors, hook: { name: values.name.trim(), schema, table, events: values.events, target } }
}
