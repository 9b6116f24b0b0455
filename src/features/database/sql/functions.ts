import { z } from 'zod/mini'
import { ident, literal, qualified } from './quote'
import { userSchema } from './system-schemas'

/**
 * Functions page: the user's functions (not procedures, aggregates or an extension's own), created and
 * replaced with CREATE OR REPLACE. Arguments and return type are SQL type syntax, checked against
 * TYPE_PATTERN before they reach SQL; an existing function keeps the signature Postgres reports.
 */
export const FUNCTION_LANGUAGES = ['sql', 'plpgsql'] as const
export const VOLATILITIES = ['VOLATILE', 'STABLE', 'IMMUTABLE'] as const
export type Volatility = (typeof VOLATILITIES)[number]

/** A type name as written in SQL: `text`, `public.my_type`, `numeric(10, 2)`, `timestamp with time zone`, `int[]`. */
export const TYPE_PATTERN = /^(setof\s+)?[a-z_][a-z0-9_$]*(\.[a-z_][a-z0-9_$]*)?(\s+[a-z_][a-z0-9_]*)*(\s*\(\s*\d+(\s*,\s*\d+)?\s*\))?(\[\])*$/i

export const functionSchema = z.object({
  id: z.number(),
  schema: z.string(),
  name: z.string(),
  arguments: z.string(),
  identity_arguments: z.string(),
  return_type: z.string(),
  language: z.string(),
  volatility: z.enum(VOLATILITIES),
  security_definer: z.boolean(),
  search_path: z.nullable(z.string()),
  body: z.string(),
  /** The whole CREATE OR REPLACE statement as Postgres prints it. */
  definition: z.string(),
})
export type DatabaseFunction = z.infer<typeof functionSchema>

/** The user's functions, one row each, with the search_path they set (null when none). */
/** In one schema, or (without one) in every user schema. */
export function listFunctions(schema?: string) {
  return {
    sql: /* SQL */ `
select p.oid::int8::float8 as id, n.nspname as schema, p.proname as name,
  pg_get_function_arguments(p.oid) as arguments,
  pg_get_function_identity_arguments(p.oid) as identity_arguments,
  pg_get_function_result(p.oid) as return_type,
  l.lanname as language,
  case p.provolatile when 'i' then 'IMMUTABLE' when 's' then 'STABLE' else 'VOLATILE' end as volatility,
  p.prosecdef as security_definer,
  (select substr(c, length('search_path=') + 1) from unnest(p.proconfig) c where c like 'search\\_path=%' limit 1) as search_path,
  coalesce(p.prosrc, '') as body,
  pg_get_functiondef(p.oid) as definition
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_language l on l.oid = p.prolang
where p.prokind = 'f' and ${schema === undefined ? userSchema('n.nspname') : `n.nspname = ${literal(schema)}`}
  and not exists (select 1 from pg_catalog.pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
order by n.nspname, p.proname, p.oid`,
    schema: functionSchema,
  }
}

export interface FunctionArgument {
  name: string
  type: string
}

export interface FunctionDefinition {
  schema: string
  name: string
  /** New functions: their arguments; an existing one keeps `signature`. */
  args: readonly FunctionArgument[]
  returnType: string
  /** Set when replacing: the arguments and result as Postgres reports them. */
  signature?: { arguments: string; returnType: string } | undefined
  language: string
  volatility: Volatility
  securityDefiner: boolean
  /** Schemas, comma separated; '' sets an empty search_path; null sets none. */
  searchPath: string | null
  body: string
}

/** Why a type text cannot be used, or null. */
export function typeProblem(type: string): string | null {
  return TYPE_PATTERN.test(type.trim()) ? null : `"${type}" is not a type name`
}

/** A function's search_path clause values: each schema quoted, or '' for none. */
export function searchPathValue(searchPath: string): string {
  const schemas = searchPath
    .split(',')
    .map((s) => s.trim())
    .map((s) => (/^".*"$/.test(s) ? s.slice(1, -1).replaceAll('""', '"') : s))
    .filter(Boolean)
  return schemas.length ? schemas.map(ident).join(', ') : "''"
}

/** A SECURITY DEFINER function without its own search_path runs the caller's: a privilege escalation risk. */
export const needsSearchPath = (fn: { securityDefiner: boolean; searchPath: string | null }) =>
  fn.securityDefiner && fn.searchPath === null

const noRows = z.object({})

/** CREATE OR REPLACE FUNCTION: a new one from its arguments, an existing one with its own signature. */
export function saveFunction(fn: FunctionDefinition) {
  for (const type of [fn.returnType, ...fn.args.map((a) => a.type)]) {
    if (!fn.signature && typeProblem(type)) throw new Error(typeProblem(type)!)
  }
  const args = fn.signature?.arguments ?? fn.args.map((a) => (a.name ? `${ident(a.name)} ${a.type.trim()}` : a.type.trim())).join(', ')
  const returns = fn.signature?.returnType ?? fn.returnType.trim()
  const lines = [
    `create or replace function ${qualified(fn.schema, fn.name)}(${args})`,
    `returns ${returns}`,
    `language ${ident(fn.language)}`,
    fn.volatility.toLowerCase(),
    fn.securityDefiner ? 'security definer' : 'security invoker',
    ...(fn.searchPath === null ? [] : [`set search_path = ${searchPathValue(fn.searchPath)}`]),
    `as ${literal(fn.body)};`,
  ]
  return { sql: lines.join('\n'), schema: noRows }
}

export function dropFunction(fn: Pick<DatabaseFunction, 'schema' | 'name' | 'identity_arguments'>) {
  return { sql: `drop function ${qualified(fn.schema, fn.name)}(${fn.identity_arguments});`, schema: noRows }
}
