import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOSTILE_NAMES } from './object-names.test-helper'
import { addPublicationTable, createPublication, dropPublication, listPublications, removePublicationTable } from './publications'
import { ident } from './quote'
import { emptyDatabase, runBuilt } from './test-database'

let db: PGlite
beforeAll(async () => {
  db = await emptyDatabase()
  await db.exec('create table public.orders (id int primary key)')
}, 60_000)
afterAll(() => db.close())

const catalog = async (pub: string) =>
  (await db.query<{ schemaname: string; tablename: string }>('select schemaname, tablename from pg_publication_tables where pubname = $1 order by 1, 2', [pub])).rows

describe('publications', () => {
  it('creates publications with hostile names, adds and removes hostile tables, and drops them', async () => {
    for (const name of HOSTILE_NAMES) {
      await db.exec(`create schema ${ident(name)}; create table ${ident(name)}.${ident(name)} (id int primary key)`)
      await db.exec(createPublication({ name, tables: [{ schema: 'public', name: 'orders' }], actions: ['insert', 'update'] }).sql)
      await db.exec(addPublicationTable(name, { schema: name, name }).sql)
      expect(await catalog(name)).toEqual(
        [{ schemaname: 'public', tablename: 'orders' }, { schemaname: name, tablename: name }].sort((a, b) => (a.schemaname < b.schemaname ? -1 : 1)),
      )
      const [listed] = (await runBuilt(db, listPublications())).filter((p) => p.name === name)
      expect(listed).toMatchObject({ name, owner: 'postgres', all_tables: false, actions: ['insert', 'update'] })
      expect(listed!.tables).toHaveLength(2)
      await db.exec(removePublicationTable(name, { schema: 'public', name: 'orders' }).sql)
      expect(await catalog(name)).toEqual([{ schemaname: name, tablename: name }])
      await db.exec(dropPublication(name).sql)
    }
    expect(await runBuilt(db, listPublications())).toEqual([])
  })

  it('creates an empty publication for every action', async () => {
    await db.exec(createPublication({ name: 'empty', tables: [], actions: ['insert', 'update', 'delete', 'truncate'] }).sql)
    expect(await runBuilt(db, listPublications())).toMatchObject([{ name: 'empty', tables: [], actions: ['insert', 'update', 'delete', 'truncate'] }])
  })
})
