import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ESTIMATE_ABOVE_ROWS, tableCountsSql } from './table-counts'

let db: PGlite
const run = async ({ sql, schema }: ReturnType<typeof tableCountsSql>) => {
  const results = await db.exec(sql)
  return schema.parse(results.at(-1)?.rows ?? [])
}
const oidOf = async (name: string) => (await db.query<{ oid: number }>(`select '${name}'::regclass::oid::int8 as oid`)).rows[0]!.oid

beforeAll(async () => {
  db = await PGlite.create()
  await db.exec(`
    create schema "Ünï ""Team""";
    create table "Ünï ""Team"""."select" (a int);
    insert into "Ünï ""Team"""."select" select generate_series(1, 1001);
    create table "Ünï ""Team""".big (a int);
    create view "Ünï ""Team""".v as select 1;`)
}, 60_000)
afterAll(() => db.close())

describe('tableCountsSql', () => {
  it('counts a fresh table exactly before any ANALYZE, with hostile names', async () => {
    expect(await run(tableCountsSql('Ünï "Team"'))).toEqual([
      { id: await oidOf('"Ünï ""Team""".big'), rows: 0 },
      { id: await oidOf('"Ünï ""Team"""."select"'), rows: 1001 },
    ])
  })

  it('leaves a table the planner knows to be big to its estimate', async () => {
    await db.exec(`insert into "Ünï ""Team""".big select generate_series(1, ${ESTIMATE_ABOVE_ROWS + 1}); analyze "Ünï ""Team""".big;`)
    expect((await run(tableCountsSql('Ünï "Team"'))).map((r) => r.rows)).toEqual([1001])
  })
})
