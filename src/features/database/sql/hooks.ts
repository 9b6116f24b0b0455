import { z } from 'zod/mini'
import { ident, literal, qualified } from './quote'

/**
 * Database hooks: triggers on user tables. An HTTP hook runs `supabase_functions.http_request` (the
 * trigger function Supabase projects use) with the request as trigger arguments: url, method,
 * headers (JSON), params (JSON) and timeout in ms; it sends the request through pg_net. Every other
 * trigger on a user table is a function hook.
 */
export const HTTP_REQUEST_FUNCTION = { schema: 'supabase_functions', name: 'http_request' } as const
export const HOOK_EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const
export type HookEvent = (typeof HOOK_EVENTS)[number]
export const HTTP_METHODS = ['POST', 'GET'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]
export const DEFAULT_HTTP_TIMEOUT_MS = 1000

const HIDDEN_SCHEMAS = ['pg_catalog', 'information_schema', 'pg_toast', 'supabase_functions', 'cron', 'net', 'vault', 'realtime']
const userSchema = (column: string) =>
  `${column} not in (${HIDDEN_SCHEMAS.map(literal).join(', ')}) and ${column} not like 'pg\\_%'`

export const hookSchema = z.object({
  name: z.string(),
  schema: z.string(),
  table: z.string(),
  function_schema: z.string(),
  function_name: z.string(),
  timing: z.enum(['BEFORE', 'AFTER', 'INSTEAD OF']),
  orientation: z.enum(['ROW', 'STATEMENT']),
  events: z.array(z.string()),
  enabled: z.boolean(),
  args: z.array(z.string()),
  definition: z.string(),
})
export type Hook = z.infer<typeof hookSchema>

/** The triggers on user tables, with their arguments decoded from pg_trigger.tgargs. */
export function listHooks() {
  return {
    sql: /* SQL */ `
select t.tgname as name, n.nspname as schema, c.relname as table,
  fn.nspname as function_schema, p.proname as function_name,
  case when t.tgtype & 2 > 0 then 'BEFORE' when t.tgtype & 64 > 0 then 'INSTEAD OF' else 'AFTER' end as timing,
  case when t.tgtype & 1 > 0 then 'ROW' else 'STATEMENT' end as orientation,
  array_remove(array[
    case when t.tgtype & 4 > 0 then 'INSERT' end,
    case when t.tgtype & 16 > 0 then 'UPDATE' end,
    case when t.tgtype & 8 > 0 then 'DELETE' end,
    case when t.tgtype & 32 > 0 then 'TRUNCATE' end
  ], null) as events,
  t.tgenabled <> 'D' as enabled,
  coalesce((
    with recursive parts(i, arg, rest) as (
      select 0, null::bytea, t.tgargs
      union all
      select i + 1, substring(rest from 1 for position('\\x00'::bytea in rest) - 1),
        substring(rest from position('\\x00'::bytea in rest) + 1)
      from parts where position('\\x00'::bytea in rest) > 0
    )
    select array_agg(convert_from(arg, 'UTF8') order by i) from parts where i > 0
  ), '{}') as args,
  pg_get_triggerdef(t.oid, true) as definition
from pg_catalog.pg_trigger t
join pg_catalog.pg_class c on c.oid = t.tgrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_proc p on p.oid = t.tgfoid
join pg_catalog.pg_namespace fn on fn.oid = p.pronamespace
where not t.tgisinternal and ${userSchema('n.nspname')}
order by n.nspname, c.relname, t.tgname`,
    schema: hookSchema,
  }
}

export const triggerFunctionSchema = z.object({ schema: z.string(), name: z.string() })

/** Functions without arguments that return trigger: what a function hook can run. */
export function listTriggerFunctions() {
  return {
    sql: /* SQL */ `
select n.nspname as schema, p.proname as name
from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
where p.prorettype = 'trigger'::regtype and p.pronargs = 0 and ${userSchema('n.nspname')}
order by n.nspname, p.proname`,
    schema: triggerFunctionSchema,
  }
}

export interface HttpRequest {
  url: string
  method: HttpMethod
  headers: Record<string, string>
  params: Record<string, string>
  timeoutMs: number
}

export interface HookDefinition {
  name: string
  schema: string
  table: string
  events: readonly HookEvent[]
  /** An HTTP request sent after each changed row, or a trigger function of the user's. */
  target:
    | { kind: 'http'; request: HttpRequest }
    | { kind: 'function'; schema: string; name: string; timing: 'BEFORE' | 'AFTER' }
}

/** An HTTP hook's request, read back from its trigger arguments (null when they do not parse). */
export function httpRequestOf(hook: Pick<Hook, 'function_schema' | 'function_name' | 'args'>): HttpRequest | null {
  if (hook.function_schema !== HTTP_REQUEST_FUNCTION.schema || hook.function_name !== HTTP_REQUEST_FUNCTION.name) return null
  const [url, method, headers, params, timeout] = hook.args
  if (!url || (method !== 'POST' && method !== 'GET')) return null
  const record = z.record(z.string(), z.string())
  const parse = (text: string | undefined) => {
    try {
      return record.parse(text ? JSON.parse(text) : {})
    } catch {
      return {}
    }
  }
  const timeoutMs = Number(timeout)
  return {
    url,
    method,
    headers: parse(headers),
    params: parse(params),
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_HTTP_TIMEOUT_MS,
  }
}

/**
 * The trigger function of HTTP hooks, as Supabase projects have it: it posts the change (type, table,
 * schema, record, old_record) through pg_net, or sends a GET with the params. Created only when pg_net
 * is installed and the function is missing (a platform's own copy is kept); plpgsql resolves net.*
 * when it runs.
 */
export const HTTP_REQUEST_FUNCTION_SQL = /* SQL */ `
do $do$ begin
if to_regprocedure('supabase_functions.http_request()') is null then
create schema if not exists supabase_functions;
create function supabase_functions.http_request() returns trigger
language plpgsql security definer set search_path = supabase_functions as $function$
declare
  request_id bigint;
  payload jsonb;
  url text := TG_ARGV[0]::text;
  method text := TG_ARGV[1]::text;
  headers jsonb := '{}'::jsonb;
  params jsonb := '{}'::jsonb;
  timeout_ms integer := 1000;
begin
  if url is null or url = 'null' then raise exception 'url argument is missing'; end if;
  if method is null or method = 'null' then raise exception 'method argument is missing'; end if;
  if TG_ARGV[2] is not null and TG_ARGV[2] <> 'null' then headers := TG_ARGV[2]::jsonb; end if;
  if TG_ARGV[3] is not null and TG_ARGV[3] <> 'null' then params := TG_ARGV[3]::jsonb; end if;
  if TG_ARGV[4] is not null and TG_ARGV[4] <> 'null' then timeout_ms := TG_ARGV[4]::integer; end if;
  case
    when method = 'GET' then
      select net.http_get(url, params, headers, timeout_ms) into request_id;
    when method = 'POST' then
      payload := jsonb_build_object('old_record', OLD, 'record', NEW, 'type', TG_OP, 'table', TG_TABLE_NAME, 'schema', TG_TABLE_SCHEMA);
      select net.http_post(url, payload, params, headers, timeout_ms) into request_id;
    else
      raise exception 'method argument % is invalid', method;
  end case;
  return NEW;
end
$function$;
end if;
end $do$;`

function createTriggerSql({ name, schema, table, events, target }: HookDefinition) {
  const on = `${events.join(' or ')} on ${qualified(schema, table)}`
  if (target.kind === 'function') {
    return `create trigger ${ident(name)} ${target.timing} ${on} for each row execute function ${qualified(target.schema, target.name)}();`
  }
  const { url, method, headers, params, timeoutMs } = target.request
  const args = [url, method, JSON.stringify(headers), JSON.stringify(params), String(timeoutMs)].map(literal).join(', ')
  return `create trigger ${ident(name)} after ${on} for each row execute function ${qualified(HTTP_REQUEST_FUNCTION.schema, HTTP_REQUEST_FUNCTION.name)}(${args});`
}

const noRows = z.object({})

/** Creates a hook; an HTTP hook first (re)creates its trigger function. */
export function createHook(hook: HookDefinition) {
  const prelude = hook.target.kind === 'http' ? `${HTTP_REQUEST_FUNCTION_SQL}\n` : ''
  return { sql: `${prelude}${createTriggerSql(hook)}`, schema: noRows }
}

/** Replaces a hook (its name, table, events or target may change) in one transaction. */
export function updateHook(previous: Pick<HookDefinition, 'name' | 'schema' | 'table'>, hook: HookDefinition) {
  const prelude = hook.target.kind === 'http' ? `${HTTP_REQUEST_FUNCTION_SQL}\n` : ''
  return {
    sql: `${prelude}${dropHook(previous).sql}\n${createTriggerSql(hook)}`,
    schema: noRows,
  }
}

export function dropHook({ name, schema, table }: Pick<HookDefinition, 'name' | 'schema' | 'table'>) {
  return { sql: `drop trigger ${ident(name)} on ${qualified(schema, table)};`, schema: noRows }
}
