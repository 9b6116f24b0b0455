import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOSTILE_NAMES } from './object-names.test-helper'
import { ident } from './quote'
import { realtimePublishedTables } from './realtime-inspector'
import { emptyDatabase, runBuilt } from './test-database'

let db: PGlite
beforeAll(async () => {
  db = await emptyDatabase()
}, 60_000)
afterAll(() => db.close())

describe('realtimePublishedTables', () => {
  it('lists the tables of supabase_realtime, hostile names as they are, and not other publications', async () => {
    const name = HOSTILE_NAMES[0]!
    await db.exec(`create schema ${ident(name)}; create table ${ident(name)}.${ident(name)} (id int primary key); create table public.other (id int)`)
    await db.exec(`create publication supabase_realtime for table ${ident(name)}.${ident(name)}; create publication elsewhere for table public.other`)
    expect(await runBuilt(db, realtimePublishedTables())).toEqual([{ schema: name, name }])
  })
})
