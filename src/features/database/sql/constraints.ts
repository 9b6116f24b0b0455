import { z } from 'zod/mini'
import { FOREIGN_KEY_ACTIONS, type ForeignKeyAction } from './columns'
import { sqlExpression } from './expression'
import { ident, literal, qualified } from './quote'

/**
 * A table's page (database/tables/{oid}): its constraints and foreign keys, row level security (and
 * whether it binds the owner too), its policies and its description, each change one statement.
 */
type TableName = { schema: string; name: string }
const none = z.array(z.unknown())

const FK_ACTION_CODES: Record<string, ForeignKeyAction> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' }

export const CONSTRAINT_KINDS = { p: 'Primary key', u: 'Unique', c: 'Check', x: 'Exclusion', f: 'Foreign key' } as const

export const tableConstraintSchema = z.object({
  name: z.string(),
  kind: z.enum(['p', 'u', 'c', 'x', 'f']),
  definition: z.string(),
  target_id: z.nullable(z.number()),
  target_schema: z.nullable(z.string()),
  target_table: z.nullable(z.string()),
  on_update: z.nullable(z.string()),
  on_delete: z.nullable(z.string()),
})
export type TableConstraint = z.infer<typeof tableConstraintSchema>

export const tablePolicySummarySchema = z.object({ name: z.string(), command: z.string(), roles: z.array(z.string()) })

export const tableStructureSchema = z.object({
  rls_enabled: z.boolean(),
  rls_forced: z.boolean(),
  comment: z.nullable(z.string()),
  constraints: z.array(tableConstraintSchema),
  policies: z.array(tablePolicySummarySchema),
})
export type TableStructure = z.infer<typeof tableStructureSchema>

export const fkActionName = (code: string | null) => (code ? (FK_ACTION_CODES[code] ?? code) : null)

/** Constraints (foreign keys with their actions and target), RLS, policies and description of one table. */
export function tableStructureSql(id: number) {
  return {
    sql: /* SQL */ `
select c.relrowsecurity as rls_enabled, c.relforcerowsecurity as rls_forced, obj_description(c.oid, 'pg_class') as comment,
  coalesce((
    select json_agg(json_build_object(
      'name', k.conname, 'kind', k.contype::text, 'definition', pg_get_constraintdef(k.oid, true),
      'target_id', case when k.contype = 'f' then k.confrelid::int8::float8 end,
      'target_schema', tn.nspname, 'target_table', tc.relname,
      'on_update', case when k.contype = 'f' then k.confupdtype::text end,
      'on_delete', case when k.contype = 'f' then k.confdeltype::text end
    ) order by position(k.contype::text in 'pufcx'), k.conname)
    from pg_constraint k
    left join pg_class tc on tc.oid = k.confrelid
    left join pg_namespace tn on tn.oid = tc.relnamespace
    where k.conrelid = c.oid and k.contype in ('p', 'u', 'c', 'x', 'f')
  ), '[]') as constraints,
  coalesce((
    select json_agg(json_build_object('name', p.polname,
      'command', case p.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE' else 'ALL' end,
      'roles', case when p.polroles = '{0}' then json_build_array('public')
        else (select json_agg(r.rolname order by r.rolname) from pg_roles r where r.oid = any (p.polroles)) end
    ) order by p.polname)
    from pg_policy p where p.polrelid = c.oid
  ), '[]') as policies
from pg_class c
where c.oid = ${literal(Math.trunc(id))}`,
    schema: tableStructureSchema,
  }
}

const columnList = (columns: readonly string[]) => {
  if (columns.length === 0) throw new Error('Choose at least one column.')
  return columns.map(ident).join(', ')
}
const constraintName = (name: string) => (name.trim() ? `constraint ${ident(name.trim())} ` : '')

export type NewConstraint =
  | { kind: 'primary key' | 'unique'; name: string; columns: readonly string[] }
  | { kind: 'check'; name: string; expression: string }

/** ALTER TABLE ... ADD [CONSTRAINT name] PRIMARY KEY / UNIQUE (columns) / CHECK (expression). */
export function addConstraintSql(table: TableName, constraint: NewConstraint) {
  const body =
    constraint.kind === 'check' ? `check (${sqlExpression(constraint.expression)})` : `${constraint.kind} (${columnList(constraint.columns)})`
  return { sql: `alter table ${qualified(table.schema, table.name)} add ${constraintName(constraint.name)}${body};`, schema: none }
}

export interface NewForeignKey {
  name: string
  columns: readonly string[]
  target: { schema: string; table: string; columns: readonly string[] }
  onUpdate: ForeignKeyAction
  onDelete: ForeignKeyAction
}

export function addForeignKeySql(table: TableName, fk: NewForeignKey) {
  if (fk.columns.length !== fk.target.columns.length) throw new Error('Choose as many referenced columns as columns.')
  for (const action of [fk.onUpdate, fk.onDelete]) if (!FOREIGN_KEY_ACTIONS.includes(action)) throw new Error(`Not a foreign key action: ${String(action)}`)
  const actions = [fk.onUpdate !== 'no action' ? ` on update ${fk.onUpdate}` : '', fk.onDelete !== 'no action' ? ` on delete ${fk.onDelete}` : ''].join('')
  return {
    sql: `alter table ${qualified(table.schema, table.name)} add ${constraintName(fk.name)}foreign key (${columnList(fk.columns)}) references ${qualified(fk.target.schema, fk.target.table)} (${columnList(fk.target.columns)})${actions};`,
    schema: none,
  }
}

export function dropConstraintSql(table: TableName, name: string) {
  return { sql: `alter table ${qualified(table.schema, table.name)} drop constraint ${ident(name)};`, schema: none }
}

/** FORCE: row level security binds the table's owner too (it does not by default). */
export function setForceRowLevelSecuritySql(table: TableName, forced: boolean) {
  return { sql: `alter table ${qualified(table.schema, table.name)} ${forced ? 'force' : 'no force'} row level security;`, schema: none }
}
