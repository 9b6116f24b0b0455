import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installChangeCapture, takeChanges } from './capture'

let db: PGlite
beforeAll(async () => {
  db = await PGlite.create()
  await db.exec('create publication supabase_realtime')
  await installChangeCapture(db)
}, 60_000)
afterAll(() => db.close())

describe('change capture for the mock Realtime', () => {
  it('reports the writes to published tables with record and old_record as logical replication gives them', async () => {
    await db.exec(`create table public.notes (id int primary key, body text); create table public.quiet (id int);
      alter publication supabase_realtime add table public.notes;
      insert into public.notes values (1, 'first'); insert into public.quiet values (1);`)
    await db.exec(`update public.notes set body = 'second' where id = 1`)
    await db.exec(`alter table public.notes replica identity full; delete from public.notes`)
    const changes = takeChanges(db)
    expect(changes.map((c) => [c.type, c.record, c.old_record])).toEqual([
      ['INSERT', { id: 1, body: 'first' }, null],
      ['UPDATE', { id: 1, body: 'second' }, { id: 1 }],
      ['DELETE', null, { id: 1, body: 'second' }],
    ])
    expect(changes[0]).toMatchObject({ schema: 'public', table: 'notes', columns: [{ name: 'id', type: 'int4' }, { name: 'body', type: 'text' }], errors: null })
    expect(changes[0]!.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(takeChanges(db)).toEqual([])
  })

  it('stops when the table leaves the publication, and a rolled back write says nothing', async () => {
    await db.exec(`create table public.later (id int primary key); alter publication supabase_realtime add table public.later`)
    await db.exec(`begin; insert into public.later values (1); rollback;`)
    expect(takeChanges(db)).toEqual([])
    await db.exec(`alter publication supabase_realtime drop table public.later; insert into public.later values (2)`)
    expect(takeChanges(db)).toEqual([])
    expect((await db.query(`select tgname from pg_trigger where tgrelid = 'public.later'::regclass`)).rows).toEqual([])
  })
})
