import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addConstraintSql, addForeignKeySql, dropConstraintSql, fkActionName, setForceRowLevelSecuritySql, tableStructureSql } from './constraints'
import { tableCommentSql } from './schema-tables'
import { setRowLevelSecuritySql } from './policies'
import { runBuilt, emptyDatabase } from './test-database'

let db: PGlite
const Q = `we"ird 'name`
const table = { schema: 'public', name: Q }
const id = async (name: string) => (await db.query<{ id: number }>(`select oid::int as id from pg_class where relname = $1`, [name])).rows[0]!.id
const structure = async () => (await runBuilt(db, tableStructureSql(await id(Q))))[0]!

beforeAll(async () => {
  db = await emptyDatabase()
  await db.exec(`create table public.parents (id int primary key, code text unique);
    create table public."we""ird 'name" (id int not null, parent int, code text, price numeric);`)
}, 60_000)
afterAll(() => db.close())

describe('a table’s constraints, foreign keys, RLS and description', () => {
  it('adds a primary key, unique and check constraints with quoted names, lists and drops them', async () => {
    await db.exec(addConstraintSql(table, { kind: 'primary key', name: `pk "x"`, columns: ['id'] }).sql)
    await db.exec(addConstraintSql(table, { kind: 'unique', name: '', columns: ['code', 'parent'] }).sql)
    await db.exec(addConstraintSql(table, { kind: 'check', name: "price's floor", expression: 'price >= 0' }).sql)
    const listed = (await structure()).constraints
    expect(listed.map((c) => [c.kind, c.definition])).toEqual([
      ['p', 'PRIMARY KEY (id)'],
      ['u', 'UNIQUE (code, parent)'],
      ['c', 'CHECK (price >= 0::numeric)'],
    ])
    expect(listed[0]!.name).toBe('pk "x"')
    await db.exec(dropConstraintSql(table, "price's floor").sql)
    expect((await structure()).constraints).toHaveLength(2)
  })

  it('refuses a CHECK that is not one expression, and Postgres refuses one that does not parse (nothing half-made)', async () => {
    expect(() => addConstraintSql(table, { kind: 'check', name: 'x', expression: 'price > 0); drop table public.parents; --' })).toThrow(/^Not a single SQL expression/)
    await expect(db.exec(addConstraintSql(table, { kind: 'check', name: 'bad', expression: 'price >>> 0' }).sql)).rejects.toThrow()
    expect((await structure()).constraints.map((c) => c.name)).not.toContain('bad')
  })

  it('adds a foreign key with its actions, reads them back with the referenced table', async () => {
    await db.exec(addForeignKeySql(table, { name: 'to parent', columns: ['parent'], target: { schema: 'public', table: 'parents', columns: ['id'] }, onUpdate: 'cascade', onDelete: 'set null' }).sql)
    const fk = (await structure()).constraints.find((c) => c.kind === 'f')!
    expect(fk).toMatchObject({ name: 'to parent', target_schema: 'public', target_table: 'parents', target_id: await id('parents') })
    expect([fkActionName(fk.on_update), fkActionName(fk.on_delete)]).toEqual(['cascade', 'set null'])
    expect(() => addForeignKeySql(table, { name: '', columns: ['parent', 'code'], target: { schema: 'public', table: 'parents', columns: ['id'] }, onUpdate: 'no action', onDelete: 'no action' })).toThrow('Choose as many referenced columns as columns.')
  })

  it('switches RLS on and forced, and sets and clears the description', async () => {
    await db.exec(setRowLevelSecuritySql(table, true).sql)
    await db.exec(setForceRowLevelSecuritySql(table, true).sql)
    await db.exec(tableCommentSql(table, "Prices' table").sql)
    await db.exec(`create policy "read all" on public."we""ird 'name" for select to public using (true)`)
    expect(await structure()).toMatchObject({ rls_enabled: true, rls_forced: true, comment: "Prices' table", policies: [{ name: "read all", command: "SELECT", roles: ["public"] }] })
    await db.exec(tableCommentSql(table, null).sql)
    await db.exec(setForceRowLevelSecuritySql(table, false).sql)
    expect(await structure()).toMatchObject({ rls_forced: false, comment: null })
  })
})
