import { z } from 'zod/mini'
import { type ColumnDefinition, columnDefinition } from './columns'
import { ident, literal, qualified } from './quote'
import type { TableRef } from './rows'

const none = z.array(z.unknown())

export interface CreateTableInput {
  schema: string
  name: string
  columns: readonly ColumnDefinition[]
  /** Row level security, on by default. */
  rls?: boolean
  comment?: string | undefined
}

/** CREATE TABLE with its columns, a composite primary key when several columns form it, and RLS on unless asked. */
export function createTableSql({ schema, name, columns, rls = true, comment }: CreateTableInput) {
  if (!columns.length) throw new Error('A table needs at least one column')
  const keys = columns.filter((c) => c.primaryKey)
  const inline = keys.length === 1
  const lines = columns.map((c) => `  ${columnDefinition(c, inline)}`)
  if (keys.length > 1) lines.push(`  primary key (${keys.map((c) => ident(c.name)).join(', ')})`)
  const target = qualified(schema, name)
  const statements = [`create table ${target} (\n${lines.join(',\n')}\n);`]
  if (rls) statements.push(`alter table ${target} enable row level security;`)
  if (comment) statements.push(`comment on table ${target} is ${literal(comment)};`)
  return { sql: statements.join('\n'), schema: none }
}

export function renameTableSql(table: TableRef, to: string) {
  return { sql: `alter table ${qualified(table.schema, table.name)} rename to ${ident(to)}`, schema: none }
}

/** DROP TABLE; CASCADE (dropping dependents) only when asked. */
export function dropTableSql(table: TableRef, cascade = false) {
  return { sql: `drop table ${qualified(table.schema, table.name)}${cascade ? ' cascade' : ''}`, schema: none }
}

export const dependentSchema = z.array(z.object({ kind: z.string(), name: z.string() }))

/** What depends on a table (views, foreign keys of other tables): what DROP ... CASCADE would also drop. */
export function tableDependentsSql(id: number) {
  const oid = `${literal(Math.trunc(id))}::oid`
  const sql = /* SQL */ `
select distinct kind, name from (
  select 'view' as kind, format('%I.%I', vn.nspname, v.relname) as name
  from pg_depend d
  join pg_rewrite r on r.oid = d.objid
  join pg_class v on v.oid = r.ev_class and v.oid <> ${oid}
  join pg_namespace vn on vn.oid = v.relnamespace
  where d.refobjid = ${oid} and d.classid = 'pg_rewrite'::regclass
  union all
  select 'foreign key', format('%I on %I.%I', k.conname, n.nspname, c.relname)
  from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
  where k.contype = 'f' and k.confrelid = ${oid} and k.conrelid <> ${oid}
) d order by kind, name`
  return { sql, schema: dependentSchema }
}
