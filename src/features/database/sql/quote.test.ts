import { PGlite } from '@electric-sql/pglite'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ident, literal, qualified } from './quote'

let db: PGlite
beforeAll(async () => {
  db = await PGlite.create()
}, 60_000)
afterAll(() => db.close())

const HOSTILE = [
  "'",
  '"',
  '\\',
  '$$',
  '$tag$',
  'select',
  'Mixed Case',
  'ünï©ødé 🐘',
  "a'; drop table x; --",
  "E'\\x41'",
  '',
]
// Postgres text cannot hold NUL; everything else must survive unchanged.
const text = fc
  .oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'grapheme' }), fc.string())
  .map((s) => s.replaceAll('\u0000', ''))

describe('quote', () => {
  it('round-trips hostile values through a real engine unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const { rows } = await db.query<{ v: string }>(`select ${literal(value)}::text as v`)
        expect(rows[0]?.v).toBe(value)
      }),
      { numRuns: 200 },
    )
  })

  it('round-trips hostile identifiers as table and column names', async () => {
    const names = fc
      .oneof(fc.constantFrom(...HOSTILE.filter(Boolean)), fc.string({ minLength: 1, maxLength: 20 }))
      .map((s) => s.replaceAll('\u0000', '') || 'x')
    await fc.assert(
      fc.asyncProperty(names, names, async (table, column) => {
        await db.exec(
          `drop schema if exists ${ident('hostile ""schema')} cascade; create schema ${ident('hostile ""schema')};`,
        )
        await db.exec(`create table ${qualified('hostile ""schema', table)} (${ident(column)} text)`)
        await db.exec(`insert into ${qualified('hostile ""schema', table)} values (${literal(column)})`)
        const { rows } = await db.query<{ relname: string; attname: string; value: string }>(
          `select c.relname, a.attname, (select ${ident(column)} from ${qualified('hostile ""schema', table)}) as value
             from pg_class c join pg_namespace n on n.oid = c.relnamespace
             join pg_attribute a on a.attrelid = c.oid and a.attnum > 0
            where n.nspname = ${literal('hostile ""schema')}`,
        )
        // Postgres truncates identifiers to 63 bytes; compare against what it would keep.
        const truncate = (s: string) =>
          Buffer.from(s)
            .subarray(0, 63)
            .toString()
            .replace(/\uFFFD$/, '')
        expect(rows).toEqual([{ relname: truncate(table), attname: truncate(column), value: column }])
      }),
      { numRuns: 100 },
    )
  }, 60_000)

  it('writes numbers, booleans, null, dates and JSON', async () => {
    const { rows } = await db.query(
      `select ${literal(null)} as n, ${literal(true)} as b, ${literal(-1.5)}::numeric as x, ${literal(12345678901234567890n)}::numeric as big,
              ${literal(new Date('2026-01-02T03:04:05.000Z'))}::timestamptz = '2026-01-02T03:04:05Z' as d, ${literal({ a: "it's" })}::jsonb ->> 'a' as j`,
    )
    expect(rows[0]).toEqual({ n: null, b: true, x: '-1.5', big: '12345678901234567890', d: true, j: "it's" })
  })

  it('refuses NUL characters instead of truncating', () => {
    expect(() => literal('a\u0000b')).toThrow(/NUL/)
    expect(() => ident('a\u0000b')).toThrow(/NUL/)
  })
})
