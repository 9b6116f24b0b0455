import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { qualified, ident } from './quote'
import { SAMPLED_JUMP_FROM_ROWS, sampledKeySql, selectRowsSql, type RowColumn } from './rows'

// Far jumps (issue 26 item 4): page N's first key from the table's statistics, never a walk from the start.
let db: PGlite
const rowsOf = async (sql: string) => (await db.query<Record<string, string | null>>(sql)).rows
const HOSTILE_TABLE = { schema: 'Sch"em\'a $$', name: "big'; drop table x; --\"" }
const HOSTILE_KEY = 'K"e\'y ünï©ødé 🐘'
const ROWS = 30_000

beforeAll(async () => {
  db = await PGlite.create()
  await db.exec(`
    create table public.dense (id bigint primary key, label text);
    insert into public.dense select i, 'row ' || i from generate_series(1, ${ROWS}) i;
    create table public.sparse (id integer primary key, label text);
    insert into public.sparse select i * i / 100 + i, 'row ' || i from generate_series(1, ${ROWS}) i;
    create table public.fresh (id bigint primary key);
    insert into public.fresh select generate_series(1, ${ROWS});
    create schema ${ident(HOSTILE_TABLE.schema)};
    create table ${qualified(HOSTILE_TABLE.schema, HOSTILE_TABLE.name)} (${ident(HOSTILE_KEY)} bigint primary key, "v" text);
    insert into ${qualified(HOSTILE_TABLE.schema, HOSTILE_TABLE.name)} select i, 'v' || i from generate_series(1, ${ROWS}) i;
  `)
  for (const table of ['public.dense', 'public.sparse', qualified(HOSTILE_TABLE.schema, HOSTILE_TABLE.name)]) await db.exec(`vacuum analyze ${table}`)
}, 120_000)
afterAll(() => db.close())

const columns: RowColumn[] = [
  { name: 'id', type: 'bigint' },
  { name: 'label', type: 'text' },
]
const page = (name: string, offset: number, sort?: { column: string; direction: 'asc' | 'desc' }, cols = columns, key = 'id', schema = 'public') =>
  selectRowsSql({ table: { schema, name }, columns: cols, primaryKey: [key], sort, limit: 10, offset }).sql

describe('far jumps', () => {
  it('dense serial keys: the exact page, from the end too, without an offset walk', async () => {
    const offset = 20_000
    expect(offset).toBeGreaterThanOrEqual(SAMPLED_JUMP_FROM_ROWS)
    const sql = page('dense', offset)
    expect(sql).not.toMatch(/^select .* offset 20000 limit 1\)$/m)
    expect((await rowsOf(sql)).map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => String(offset + 1 + i)))
    const desc = await rowsOf(page('dense', offset, { column: 'id', direction: 'desc' }))
    expect(desc.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => String(ROWS - offset - i)))
    // The plan reads no more than a page's worth of the table: no scan of the 20,000 rows before it.
    const plan = (await db.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql.replace(/coalesce\((.*), \(select o\..*\)\)$/m, '$1')}`)).rows.map((r) => r['QUERY PLAN']).join('\n')
    expect(plan).not.toMatch(/rows=20001/)
  })

  it('uneven keys: a page of consecutive keys near the asked position (histogram bounds)', async () => {
    const all = (await rowsOf('select s.id::text as id from public.sparse as s order by s.id')).map((r) => r.id)
    const offset = 15_000
    const jumped = (await rowsOf(page('sparse', offset, undefined, [{ name: 'id', type: 'integer' }, columns[1]!]))).map((r) => r.id)
    const at = all.indexOf(jumped[0]!)
    expect(jumped).toEqual(all.slice(at, at + 10))
    expect(Math.abs(at - offset)).toBeLessThan(ROWS * 0.05)
  })

  it('a table never analyzed walks the key: still the exact page', async () => {
    const jumped = await rowsOf(page('fresh', 12_345, undefined, [{ name: 'id', type: 'bigint' }]))
    expect(jumped.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => String(12_346 + i)))
  })

  it('hostile schema, table and key names are quoted, never pasted', async () => {
    const cols = [{ name: HOSTILE_KEY, type: 'bigint' }, { name: 'v', type: 'text' }]
    const jumped = await rowsOf(page(HOSTILE_TABLE.name, 25_000, undefined, cols, HOSTILE_KEY, HOSTILE_TABLE.schema))
    expect(jumped.map((r) => r[HOSTILE_KEY])).toEqual(Array.from({ length: 10 }, (_, i) => String(25_001 + i)))
    const key = (await rowsOf(`select ${sampledKeySql(HOSTILE_TABLE, cols[0]!, 25_000, 'asc')}::text as k`))[0]!.k
    expect(key).toBe('25001')
  })

  it('keeps the exact walk for near pages, filters and sorts on other columns', () => {
    expect(page('dense', 500)).toContain('offset 500 limit 1')
    expect(page('dense', 500)).not.toContain('pg_stats')
    expect(page('dense', 20_000, { column: 'label', direction: 'asc' })).not.toContain('pg_stats')
    const filtered = selectRowsSql({ table: { schema: 'public', name: 'dense' }, columns, primaryKey: ['id'], filters: [{ column: 'label', op: 'like', value: '%1%' }], limit: 10, offset: 20_000 }).sql
    expect(filtered).not.toContain('pg_stats')
  })
})
