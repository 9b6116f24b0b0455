import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  columnPrivileges,
  grantColumnPrivilege,
  privilegeRoles,
  privilegeTables,
  revokeColumnPrivilege,
} from './privileges'
import { runBuilt, seededDatabase } from './test-database'

let db: PGlite
beforeAll(async () => {
  db = await seededDatabase()
  await db.exec(`create schema "Odd ""schema"""; create table "Odd ""schema"""."my table" ("a col" text, b int); create role "it's me" nologin;`)
}, 60_000)
afterAll(() => db.close())

const matrix = (schema: string, table: string, role: string) => runBuilt(db, columnPrivileges({ schema, table, role }))
const catalog = async (table: string, role: string) =>
  (
    await db.query<{ column_name: string; privilege_type: string }>(
      `select column_name, privilege_type from information_schema.column_privileges where table_name = $1 and grantee = $2 order by 1, 2`,
      [table, role],
    )
  ).rows

describe('column privileges', () => {
  it('lists user tables and roles without the system ones', async () => {
    const tables = await runBuilt(db, privilegeTables())
    expect(tables).toContainEqual({ schema: 'public', name: 'customers', kind: 'table' })
    expect(tables).toContainEqual({ schema: 'vault', name: 'decrypted_secrets', kind: 'view' })
    expect(tables.some((t) => t.schema === 'pg_catalog' || t.schema === 'information_schema')).toBe(false)
    const roles = (await runBuilt(db, privilegeRoles())).map((r) => r.name)
    expect(roles).toEqual(expect.arrayContaining(['anon', 'authenticated', 'postgres', "it's me"]))
    expect(roles.some((r) => r.startsWith('pg_'))).toBe(false)
  })

  it('shows nothing for a role without grants, then a column grant on that column only', async () => {
    expect((await matrix('public', 'customers', 'anon')).every((row) => !row.SELECT && !row.UPDATE)).toBe(true)
    await db.exec(grantColumnPrivilege({ schema: 'public', table: 'customers', column: 'email', role: 'anon', privilege: 'SELECT' }).sql)
    const rows = await matrix('public', 'customers', 'anon')
    expect(rows.map((r) => [r.column, r.SELECT])).toEqual([
      ['id', null],
      ['email', 'column'],
      ['full_name', null],
      ['country', null],
      ['created_at', null],
    ])
    expect(rows[1]).toMatchObject({ data_type: 'text', INSERT: null, UPDATE: null, REFERENCES: null })
    expect(await catalog('customers', 'anon')).toEqual([{ column_name: 'email', privilege_type: 'SELECT' }])
    await db.exec(revokeColumnPrivilege({ schema: 'public', table: 'customers', column: 'email', role: 'anon', privilege: 'SELECT' }).sql)
    expect(await catalog('customers', 'anon')).toEqual([])
  })

  it('shows a table grant on every column; revoking one column keeps the others', async () => {
    await db.exec('grant update on public.products to authenticated')
    expect((await matrix('public', 'products', 'authenticated')).map((r) => r.UPDATE)).toEqual(Array(5).fill('table'))
    const built = revokeColumnPrivilege(
      { schema: 'public', table: 'products', column: 'price', role: 'authenticated', privilege: 'UPDATE' },
      { otherColumns: ['id', 'sku', 'name', 'stock'] },
    )
    expect(built.sql).toBe(
      'revoke UPDATE on table "public"."products" from "authenticated";\ngrant UPDATE ("id", "sku", "name", "stock") on table "public"."products" to "authenticated";',
    )
    await db.exec(built.sql)
    expect((await matrix('public', 'products', 'authenticated')).map((r) => [r.column, r.UPDATE])).toEqual([
      ['id', 'column'],
      ['sku', 'column'],
      ['name', 'column'],
      ['price', null],
      ['stock', 'column'],
    ])
  })

  it('quotes hostile schema, table, column and role names', async () => {
    const grant = { schema: 'Odd "schema"', table: 'my table', column: 'a col', role: "it's me", privilege: 'REFERENCES' } as const
    await db.exec(grantColumnPrivilege(grant).sql)
    expect((await matrix(grant.schema, grant.table, grant.role)).map((r) => [r.column, r.REFERENCES])).toEqual([
      ['a col', 'column'],
      ['b', null],
    ])
  })

  it('answers no rows for an unknown table or role', async () => {
    expect(await matrix('public', 'nowhere', 'anon')).toEqual([])
    expect(await matrix('public', 'customers', 'nobody')).toEqual([])
  })
})
