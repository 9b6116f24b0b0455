import { z } from 'zod/mini'
import { ident, literal, qualified } from './quote'
import { userSchema } from './system-schemas'

/** Triggers page: triggers on the user's tables and views, and the database's event triggers. */
export const TRIGGER_TIMINGS = ['BEFORE', 'AFTER', 'INSTEAD OF'] as const
export type TriggerTiming = (typeof TRIGGER_TIMINGS)[number]
export const TRIGGER_EVENTS = ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'] as const
export type TriggerEvent = (typeof TRIGGER_EVENTS)[number]
export const TRIGGER_LEVELS = ['ROW', 'STATEMENT'] as const
export type TriggerLevel = (typeof TRIGGER_LEVELS)[number]

export const triggerSchema = z.object({
  name: z.string(),
  schema: z.string(),
  table: z.string(),
  function_schema: z.string(),
  function_name: z.string(),
  timing: z.enum(TRIGGER_TIMINGS),
  level: z.enum(TRIGGER_LEVELS),
  events: z.array(z.string()),
  update_columns: z.array(z.string()),
  enabled: z.boolean(),
  definition: z.string(),
  /** The WHEN condition as Postgres prints it, or null. */
  when_condition: z.nullable(z.string()),
})
export type Trigger = z.infer<typeof triggerSchema>

/** In one schema, or (without one) in every user schema. */
export function listTriggers(schema?: string) {
  return {
    sql: /* SQL */ `
select t.tgname as name, n.nspname as schema, c.relname as table,
  fn.nspname as function_schema, p.proname as function_name,
  case when t.tgtype & 2 > 0 then 'BEFORE' when t.tgtype & 64 > 0 then 'INSTEAD OF' else 'AFTER' end as timing,
  case when t.tgtype & 1 > 0 then 'ROW' else 'STATEMENT' end as level,
  array_remove(array[
    case when t.tgtype & 4 > 0 then 'INSERT' end,
    case when t.tgtype & 16 > 0 then 'UPDATE' end,
    case when t.tgtype & 8 > 0 then 'DELETE' end,
    case when t.tgtype & 32 > 0 then 'TRUNCATE' end
  ], null) as events,
  coalesce((select array_agg(a.attname::text order by k.i) from unnest(t.tgattr::int2[]) with ordinality k(attnum, i)
    join pg_catalog.pg_attribute a on a.attrelid = t.tgrelid and a.attnum = k.attnum), '{}') as update_columns,
  t.tgenabled <> 'D' as enabled,
  pg_get_triggerdef(t.oid, true) as definition,
  substring(pg_get_triggerdef(t.oid, true) from ' WHEN \\((.*)\\) EXECUTE ') as when_condition
from pg_catalog.pg_trigger t
join pg_catalog.pg_class c on c.oid = t.tgrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_proc p on p.oid = t.tgfoid
join pg_catalog.pg_namespace fn on fn.oid = p.pronamespace
where not t.tgisinternal and ${schema === undefined ? userSchema('n.nspname') : `n.nspname = ${literal(schema)}`}
order by n.nspname, c.relname, t.tgname`,
    schema: triggerSchema,
  }
}

export const eventTriggerSchema = z.object({
  name: z.string(),
  event: z.string(),
  function_schema: z.string(),
  function_name: z.string(),
  enabled: z.boolean(),
  tags: z.array(z.string()),
})

/** Event triggers (on DDL), listed read-only. */
export function listEventTriggers() {
  return {
    sql: /* SQL */ `
select e.evtname as name, e.evtevent as event, n.nspname as function_schema, p.proname as function_name,
  e.evtenabled <> 'D' as enabled, coalesce(e.evttags, '{}') as tags
from pg_catalog.pg_event_trigger e
join pg_catalog.pg_proc p on p.oid = e.evtfoid
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
order by e.evtname`,
    schema: eventTriggerSchema,
  }
}

export const triggerTableSchema = z.object({
  schema: z.string(),
  name: z.string(),
  is_view: z.boolean(),
  columns: z.array(z.string()),
})

/** Tables and views a trigger can watch, with their columns (for UPDATE OF), in one query. */
export function listTriggerTables() {
  return {
    sql: /* SQL */ `
select n.nspname as schema, c.relname as name, c.relkind = 'v' as is_view,
  coalesce((select array_agg(a.attname::text order by a.attnum) from pg_catalog.pg_attribute a
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '{}') as columns
from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p', 'v') and ${userSchema('n.nspname')}
order by n.nspname, c.relname`,
    schema: triggerTableSchema,
  }
}

export interface TriggerDefinition {
  name: string
  schema: string
  table: string
  timing: TriggerTiming
  events: readonly TriggerEvent[]
  /** UPDATE OF these columns; empty for any column. */
  updateColumns: readonly string[]
  level: TriggerLevel
  /** A boolean SQL expression over NEW / OLD, written by the user; empty for none. */
  when: string
  function: { schema: string; name: string }
}

const noRows = z.object({})

/**
 * Create a trigger, or change one (`replacing`): the same name on the same table is replaced in place
 * (CREATE OR REPLACE TRIGGER, Postgres 14+); a new name or table drops the old one in the same call
 * (one transaction). A disabled trigger stays disabled.
 */
export function createTrigger(t: TriggerDefinition, replacing?: TriggerName & { enabled?: boolean }) {
  const events = t.events
    .map((e) => (e === 'UPDATE' && t.updateColumns.length ? `UPDATE OF ${t.updateColumns.map(ident).join(', ')}` : e))
    .join(' OR ')
  const when = t.when.trim() ? `\nwhen (${t.when.trim()})` : ''
  const inPlace = replacing && replacing.name === t.name && replacing.schema === t.schema && replacing.table === t.table
  const create = `create ${inPlace ? 'or replace ' : ''}trigger ${ident(t.name)}\n${t.timing} ${events} on ${qualified(t.schema, t.table)}\nfor each ${t.level}${when}\nexecute function ${qualified(t.function.schema, t.function.name)}();`
  const statements = [
    replacing && !inPlace ? dropTrigger(replacing).sql : null,
    create,
    replacing?.enabled === false ? setTriggerEnabled(t, false).sql : null,
  ].filter(Boolean)
  return { sql: statements.join('\n'), schema: noRows }
}

type TriggerName = Pick<Trigger, 'name' | 'schema' | 'table'>

export function setTriggerEnabled(t: TriggerName, enabled: boolean) {
  return { sql: `alter table ${qualified(t.schema, t.table)} ${enabled ? 'enable' : 'disable'} trigger ${ident(t.name)};`, schema: noRows }
}

export function dropTrigger(t: TriggerName) {
  return { sql: `drop trigger ${ident(t.name)} on ${qualified(t.schema, t.table)};`, schema: noRows }
}
