import { z } from 'zod/mini'
import { ident, qualified } from '../quote'
import type { FindingTable } from './types'

/** Columns every table-level lint answers: the table's schema, name and oid. */
export const tableColumns = z.object({ schema: z.string(), name: z.string(), oid: z.number() })
export type TableRow = z.infer<typeof tableColumns>

export const tableOf = (row: TableRow): FindingTable => ({ oid: row.oid, schema: row.schema, name: row.name })
export const entityOf = (row: { schema: string; name: string }) => `${row.schema}.${row.name}`

/** The SQL text of the `c.oid::int8 as oid, n.nspname as schema, c.relname as name` columns. */
export const TABLE_SELECT = `n.nspname::text as schema, c.relname::text as name, c.oid::int8 as oid`

export const enableRlsSql = (row: { schema: string; name: string }) =>
  `alter table ${qualified(row.schema, row.name)} enable row level security;`

/** `revoke select on x from anon, authenticated;` for the API roles that can read it. */
export const revokeSelectSql = (row: { schema: string; name: string }, roles: readonly string[]) =>
  `revoke select on ${qualified(row.schema, row.name)} from ${roles.map(ident).join(', ')};`
