import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { TEST_DATABASES, type TestDatabase } from './lints/test-helpers'
import { queryStatsQuery, resetQueryStatsSql } from './query-stats'

describe.each(TEST_DATABASES)('on $name', (target) => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await target.open()
    await db.exec(`create schema if not exists extensions; create extension if not exists pg_stat_statements with schema extensions;
    drop table if exists public.items; create table public.items (id int primary key, name text);
    insert into public.items select g, 'item ' || g from generate_series(1, 500) g;`)
  }, 120_000)
  afterAll(() => db.close())

  async function stats(options: Omit<Parameters<typeof queryStatsQuery>[0], 'extensionSchema'>) {
    const { sql, schema } = queryStatsQuery({ extensionSchema: 'extensions', ...options })
    const { rows } = await db.query(sql)
    return z.array(schema).parse(rows)
  }

  describe('query stats', () => {
    it('reads the figures pg_stat_statements really collected', async () => {
      await db.exec(resetQueryStatsSql('extensions'))
      for (let i = 0; i < 7; i++) await db.query(`select name from public.items where id = ${i + 1}`)
      await db.query(`select count(*) from public.items where name like '%9%'`)
      const byCalls = await stats({ sort: 'calls', search: 'public.items' })
      expect(byCalls[0]).toMatchObject({
        query: 'select name from public.items where id = $1',
        calls: 7,
        rows: 7,
        role: 'postgres',
      })
      expect(byCalls[0]!.mean_ms).toBeGreaterThan(0)
      expect(byCalls[0]!.max_ms).toBeGreaterThanOrEqual(byCalls[0]!.mean_ms)
      expect(byCalls[0]!.cache_hit_ratio).toBeGreaterThan(0)
      expect(byCalls[1]).toMatchObject({ query: 'select count(*) from public.items where name like $1', calls: 1 })
      const shares = (await stats({ sort: 'time' })).reduce((sum, s) => sum + (s.share_of_time ?? 0), 0)
      expect(shares).toBeCloseTo(1, 5)
    })

    it('searches case-insensitively, with no wildcards, and sorts by mean time', async () => {
      expect(await stats({ sort: 'mean', search: "no such' text %" })).toEqual([])
      const found = await stats({ sort: 'mean', search: 'PUBLIC.ITEMS WHERE ID' })
      expect(found.map((s) => s.query)).toEqual(['select name from public.items where id = $1'])
      const byMean = await stats({ sort: 'mean' })
      expect(byMean.map((s) => s.mean_ms)).toEqual([...byMean.map((s) => s.mean_ms)].sort((a, b) => b - a))
    })

    it('reset forgets every statement', async () => {
      await db.exec(resetQueryStatsSql('extensions'))
      expect(await stats({ sort: 'calls', search: 'public.items' })).toEqual([])
    })
  })
})
