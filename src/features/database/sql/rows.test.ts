import { PGlite } from '@electric-sql/pglite'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTableSql } from './ddl'
import { countRowsSql, estimateRowsSql, plannedRows, selectRowsSql, cellValueSql, CELL_CUT_CHARS, isCut, type RowColumn } from './rows'
import { deleteRowsSql, insertRowSql, insertRowsSql, updateRowSql } from './writes'

let db: PGlite
const run = async <T,>({ sql, schema }: { sql: string; schema: { parse: (v: unknown) => T } }) => {
  const results = await db.exec(sql)
  return schema.parse(results.findLast((r) => r.rows.length > 0)?.rows ?? [])
}

const HOSTILE = ["'", '"', '\\', '$$', '$tag$', 'select', 'Mixed Case', 'ünï©ødé 🐘', "a'; drop table x; --", "E'\\x41'", ' ']
const text = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'grapheme' }), fc.string()).map((s) => s.replaceAll('\u0000', ''))
const name = fc
  .oneof(fc.constantFrom(...HOSTILE), fc.string({ minLength: 1, maxLength: 20 }))
  .map((s) => s.replaceAll('\u0000', '').slice(0, 20) || 'x')

const items = { schema: 'public', name: 'items' }
const itemColumns: RowColumn[] = [
  { name: 'id', type: 'bigint' },
  { name: 'label', type: 'text' },
  { name: 'score', type: 'integer' },
  { name: 'doc', type: 'jsonb' },
]
const pk = [itemColumns[0]!]

beforeAll(async () => {
  db = await PGlite.create()
  await db.exec(`create table items (id bigint primary key, label text, score integer, doc jsonb);
    insert into items select i, 'item ' || i, case when i % 5 = 0 then null else i % 7 end, jsonb_build_object('i', i) from generate_series(1, 250) i;`)
}, 60_000)
afterAll(() => db.close())

describe('row builders', () => {
  it('pages by key: every row once, in order, with and without a sort on a nullable column', async () => {
    for (const sort of [undefined, { column: 'score', direction: 'asc' as const }, { column: 'score', direction: 'desc' as const }, { column: 'id', direction: 'desc' as const }]) {
      const seen: string[] = []
      let after: string[] | undefined
      for (;;) {
        const rows = await run(selectRowsSql({ table: items, columns: itemColumns, primaryKey: ['id'], sort, limit: 40, after }))
        if (!rows.length) break
        seen.push(...rows.map((r) => r.id!))
        after = [rows.at(-1)!.id!]
      }
      const all = await run(selectRowsSql({ table: items, columns: itemColumns, primaryKey: ['id'], sort, limit: 1000 }))
      expect(seen).toEqual(all.map((r) => r.id))
      expect(new Set(seen).size).toBe(250)
    }
  })

  it('jumps to a page (its first key found by offset on the key alone) and filters by operator, typed by the column', async () => {
    const page3 = await run(selectRowsSql({ table: items, columns: itemColumns, primaryKey: ['id'], limit: 10, offset: 20 }))
    expect(page3.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => String(21 + i)))
    for (const sort of [{ column: 'score', direction: 'asc' as const }, { column: 'score', direction: 'desc' as const }, { column: 'id', direction: 'desc' as const }]) {
      const filters = [{ column: 'label', op: 'like' as const, value: '%1%' }]
      const all = await run(selectRowsSql({ table: items, columns: itemColumns, primaryKey: ['id'], sort, filters, limit: 1000 }))
      for (const offset of [7, 40, all.length - 3, all.length + 5]) {
        const jumped = await run(selectRowsSql({ table: items, columns: itemColumns, primaryKey: ['id'], sort, filters, limit: 10, offset }))
        expect(jumped.map((r) => r.id)).toEqual(all.slice(offset, offset + 10).map((r) => r.id))
      }
    }
    // Without a primary key, a plain offset.
    const noKey = await run(selectRowsSql({ table: items, columns: itemColumns, primaryKey: [], limit: 5, offset: 5 }))
    expect(noKey).toHaveLength(5)
    const filters = [
      { column: 'score', op: 'gte' as const, value: '5' },
      { column: 'label', op: 'ilike' as const, value: 'ITEM 1%' },
    ]
    const rows = await run(selectRowsSql({ table: items, columns: itemColumns, primaryKey: ['id'], filters, limit: 1000 }))
    expect(rows.every((r) => Number(r.score) >= 5 && r.label!.startsWith('item 1'))).toBe(true)
    const [{ count }] = (await run(countRowsSql(items, itemColumns, filters))) as [{ count: number }]
    expect(count).toBe(rows.length)
    const nulls = await run(countRowsSql(items, itemColumns, [{ column: 'score', op: 'is_null', value: '' }]))
    expect(nulls[0]!.count).toBe(50)
    const inList = await run(selectRowsSql({ table: items, columns: itemColumns, primaryKey: ['id'], filters: [{ column: 'id', op: 'in', value: '3, 7,9' }], limit: 10 }))
    expect(inList.map((r) => r.id)).toEqual(['3', '7', '9'])
    expect(plannedRows(await run(estimateRowsSql(items, itemColumns, filters)))).toBeGreaterThan(0)
  })

  it('cuts big values in the query and reads the full value by key', async () => {
    const big = 'x'.repeat(50_000)
    await run(updateRowSql(items, pk, ['1'], [{ column: itemColumns[1]!, value: big }], itemColumns))
    const [row] = await run(selectRowsSql({ table: items, columns: itemColumns, primaryKey: ['id'], limit: 1 }))
    expect(row!.label!.length).toBe(CELL_CUT_CHARS + 1)
    expect(isCut(row!.label!)).toBe(true)
    const [full] = await run(cellValueSql(items, itemColumns, ['id'], ['1'], 'label'))
    expect(full!.value).toBe(big)
  })

  it('inserts with defaults, updates, deletes by key', async () => {
    await db.exec(`create table with_defaults (id bigint generated by default as identity primary key, note text default 'hello', at date)`)
    const table = { schema: 'public', name: 'with_defaults' }
    const cols: RowColumn[] = [{ name: 'id', type: 'bigint' }, { name: 'note', type: 'text' }, { name: 'at', type: 'date' }]
    expect(await run(insertRowSql(table, [], cols))).toEqual([{ id: '1', note: 'hello', at: null }])
    expect(await run(insertRowSql(table, [{ column: cols[1]!, value: '' }, { column: cols[2]!, value: '2026-02-03' }], cols))).toEqual([{ id: '2', note: '', at: '2026-02-03' }])
    expect(await run(updateRowSql(table, [cols[0]!], ['2'], [{ column: cols[1]!, value: null }], cols))).toEqual([{ id: '2', note: null, at: '2026-02-03' }])
    await run(insertRowsSql(table, [cols[1]!, cols[2]!], [['a', null], ['b', '2020-01-01']]))
    expect(await run(deleteRowsSql(table, [cols[0]!], [['1'], ['3'], ['404']]))).toEqual([{ deleted: 2 }])
    const rows = await run(selectRowsSql({ table, columns: cols, primaryKey: ['id'], limit: 10 }))
    expect(rows.map((r) => r.id)).toEqual(['2', '4'])
    await expect(run(insertRowSql(table, [{ column: cols[2]!, value: 'not a date' }], cols))).rejects.toThrow(/invalid input syntax for type date/)
  })

  it('round-trips hostile table names, column names and values through insert, select and update unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(name, name, text, text, async (tableName, columnName, first, second) => {
        await db.exec('drop schema if exists "hostile" cascade; create schema "hostile"')
        const table = { schema: 'hostile', name: tableName }
        const columns: RowColumn[] = [{ name: 'id', type: 'integer' }, { name: columnName === 'id' ? 'id2' : columnName, type: 'text' }]
        await run(createTableSql({ schema: 'hostile', name: tableName, columns: [{ name: 'id', type: 'int4', primaryKey: true }, { name: columns[1]!.name, type: 'text' }] }))
        const inserted = await run(insertRowSql(table, [{ column: columns[0]!, value: '1' }, { column: columns[1]!, value: first }], columns))
        expect(inserted[0]![columns[1]!.name]).toBe(first)
        await run(updateRowSql(table, [columns[0]!], ['1'], [{ column: columns[1]!, value: second }], columns))
        const filtered = await run(selectRowsSql({ table, columns, primaryKey: ['id'], filters: [{ column: columns[1]!.name, op: 'eq', value: second }], limit: 5 }))
        expect(filtered.map((r) => r[columns[1]!.name])).toEqual([second.length > CELL_CUT_CHARS ? second.slice(0, CELL_CUT_CHARS + 1) : second])
        const [full] = await run(cellValueSql(table, columns, ['id'], ['1'], columns[1]!.name))
        expect(full!.value).toBe(second)
      }),
      { numRuns: 60 },
    )
  }, 120_000)
})
