import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIndexSql, dropIndexSql, listIndexesSql } from './indexes'
import { emptyDatabase, runBuilt } from './test-database'

const schema = 'Ünï "Schema"'
let db: PGlite

beforeAll(async () => {
  db = await emptyDatabase()
  await db.exec(`create schema "Ünï ""Schema"""; create table "Ünï ""Schema"""."Order's" (id int primary key, "Select" text, tags text[]);`)
}, 60_000)
afterAll(() => db.close())

const pgIndexes = async () =>
  (await db.query<{ indexname: string; indexdef: string }>(`select indexname, indexdef from pg_indexes where schemaname = $1 order by indexname`, [schema])).rows

describe('index builders', () => {
  it('creates indexes with hostile names, each method, unique and concurrently, as pg_indexes shows', async () => {
    await db.exec(createIndexSql({ schema, table: "Order's", columns: ['Select'], method: 'btree', unique: true, concurrently: true, name: 'By "Select"' }).sql)
    await db.exec(createIndexSql({ schema, table: "Order's", columns: ['tags'], method: 'gin' }).sql)
    await db.exec(createIndexSql({ schema, table: "Order's", columns: ['id', 'Select'], method: 'brin' }).sql)
    const names = (await pgIndexes()).map((i) => i.indexname)
    expect(names).toEqual(expect.arrayContaining(['By "Select"', "Order's_pkey", "Order's_tags_idx", "Order's_id_Select_idx"]))
    expect((await pgIndexes()).find((i) => i.indexname === 'By "Select"')!.indexdef).toMatch(/^CREATE UNIQUE INDEX "By ""Select""" ON "Ünï ""Schema"""."Order's" USING btree \("Select"\)$/)
  })

  it('lists the indexes with method, size, scans and the constraint a key index backs', async () => {
    const rows = await runBuilt(db, listIndexesSql(schema))
    expect(rows.find((r) => r.name === "Order's_pkey")).toMatchObject({ table: "Order's", method: 'btree', is_primary: true, constraint_name: "Order's_pkey", scans: expect.any(Number) })
    expect(rows.find((r) => r.name === "Order's_tags_idx")).toMatchObject({ method: 'gin', is_unique: false, constraint_name: null })
    expect(rows.every((r) => r.size_bytes > 0)).toBe(true)
  })

  it('drops an index; refuses what Postgres would refuse', async () => {
    await db.exec(dropIndexSql(schema, 'By "Select"', true).sql)
    expect((await pgIndexes()).map((i) => i.indexname)).not.toContain('By "Select"')
    expect(() => createIndexSql({ schema, table: 't', columns: [], method: 'btree' })).toThrow('Choose at least one column')
    expect(() => createIndexSql({ schema, table: 't', columns: ['a'], method: 'gin', unique: true })).toThrow('Only btree indexes can be unique')
  })
})
