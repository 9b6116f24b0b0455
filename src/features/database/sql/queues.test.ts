import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installPgmqExtension } from '@mocks/pglite/pgmq-extension'
import { enableExtension } from './extensions'
import { HOSTILE_NAMES } from './object-names.test-helper'
import {
  archiveQueueMessageSql,
  createQueueSql,
  deleteQueueMessageSql,
  dropQueueSql,
  listQueuesSql,
  purgeQueueSql,
  queueMessagesSql,
  queuesStatusSql,
  readQueueMessagesSql,
  sendQueueMessageSql,
} from './queues'
import { exposeQueuesSql, hideQueuesSql } from './queues-data-api'
import { runBuilt, seededDatabase } from './test-database'

// The queue builders on the mock's pgmq (mocks/pglite/pgmq-extension.ts), which keeps pgmq's own rules.
let db: PGlite
beforeAll(async () => {
  db = await seededDatabase()
  installPgmqExtension(db)
}, 60_000)
afterAll(() => db.close())

const HOSTILE_PAYLOADS = [
  { quote: "it's", dollar: '$$ drop table public.customers; $$', backslash: '\\', comment: '-- */ /*' },
  ['ünïcødé 名前 🐘', null, true, 1.5e300],
  "'); drop table public.customers; --",
]

describe('queues (pgmq)', () => {
  it('says pgmq is missing until the extension is created, then that it is there', async () => {
    expect(await runBuilt(db, queuesStatusSql())).toEqual([{ available: false, partman: false, exposed: false }])
    await db.exec(enableExtension({ name: 'pgmq', schema: 'pgmq' }).sql)
    expect(await runBuilt(db, queuesStatusSql())).toEqual([{ available: true, partman: false, exposed: false }])
  })

  it('creates queues with hostile names, RLS on their tables, and lists them with their metrics', async () => {
    const names: string[] = [...HOSTILE_NAMES]
    for (const name of names) await db.exec(createQueueSql({ name, type: 'standard' }).sql)
    await db.exec(createQueueSql({ name: 'fast lane', type: 'unlogged' }).sql)
    const queues = await runBuilt(db, listQueuesSql())
    expect(queues.map((queue) => queue.name).sort()).toEqual([...names, 'fast lane'].sort())
    expect(queues.every((queue) => queue.rls && queue.queue_length === 0 && queue.oldest_msg_age_sec === null)).toBe(true)
    expect(queues.find((queue) => queue.name === 'fast lane')).toMatchObject({ is_unlogged: true, is_partitioned: false })
    const rls = await db.query<{ relname: string; relrowsecurity: boolean; relpersistence: string }>(
      `select relname, relrowsecurity, relpersistence from pg_class where relnamespace = 'pgmq'::regnamespace and relname in ('q_fast lane', 'a_fast lane') order by relname`,
    )
    expect(rls.rows).toEqual([
      { relname: 'a_fast lane', relrowsecurity: true, relpersistence: 'p' },
      { relname: 'q_fast lane', relrowsecurity: true, relpersistence: 'u' },
    ])
  })

  it('refuses names pgmq refuses, and a partitioned queue without pg_partman, leaving nothing behind', async () => {
    for (const name of ["x'); drop table public.customers; --", 'a;b', 'a$b', 'x'.repeat(48)])
      await expect(db.exec(createQueueSql({ name, type: 'standard' }).sql)).rejects.toThrow(/invalid characters|too long/)
    await expect(db.exec(createQueueSql({ name: 'parts', type: 'partitioned', partitionInterval: "1 day'", retentionInterval: '7 days' }).sql)).rejects.toThrow(
      /pg_partman is required/,
    )
    expect((await db.query(`select 1 from public.customers limit 1`)).rows).toHaveLength(1)
    expect((await runBuilt(db, listQueuesSql())).map((queue) => queue.name)).not.toContain('parts')
  })

  it('sends hostile payloads unchanged, pages the messages by id, reads, archives and deletes', async () => {
    const name = 'we"ird'
    const ids = []
    for (const payload of HOSTILE_PAYLOADS) {
      const [sent] = await runBuilt(db, sendQueueMessageSql(name, JSON.stringify(payload)))
      ids.push(sent!.msg_id)
    }
    const [later] = await runBuilt(db, sendQueueMessageSql(name, '{"later": true}', 3600))
    const available = await runBuilt(db, queueMessagesSql(name, 'available', null))
    expect(available.map((message) => JSON.parse(message.message!) as unknown)).toEqual(HOSTILE_PAYLOADS)
    expect((await runBuilt(db, queueMessagesSql(name, 'scheduled', null))).map((m) => m.msg_id)).toEqual([later!.msg_id])
    // Keyset: a page of two, then the rest after the last id; one row more than the page says another follows.
    const first = await runBuilt(db, queueMessagesSql(name, 'available', null, 1))
    expect(first.map((m) => m.msg_id)).toEqual(ids.slice(0, 2))
    expect((await runBuilt(db, queueMessagesSql(name, 'available', ids[0]!, 5))).map((m) => m.msg_id)).toEqual(ids.slice(1))

    const [read] = await runBuilt(db, readQueueMessagesSql(name, 30, 1))
    expect(read).toMatchObject({ msg_id: ids[0], read_ct: 1 })
    expect((await runBuilt(db, queueMessagesSql(name, 'scheduled', null))).map((m) => m.msg_id)).toEqual([ids[0], later!.msg_id])
    expect(await runBuilt(db, archiveQueueMessageSql(name, ids[0]!))).toEqual([{ done: true }])
    expect(await runBuilt(db, archiveQueueMessageSql(name, ids[0]!))).toEqual([{ done: false }])
    const archived = await runBuilt(db, queueMessagesSql(name, 'archived', null))
    expect(archived).toEqual([expect.objectContaining({ msg_id: ids[0], read_ct: 1, archived_at: expect.stringMatching(/Z$/) })])
    expect(await runBuilt(db, deleteQueueMessageSql(name, ids[1]!))).toEqual([{ done: true }])

    const [metrics] = (await runBuilt(db, listQueuesSql())).filter((queue) => queue.name === name)
    expect(metrics).toMatchObject({ queue_length: 2, total_messages: 4 })
    expect(metrics!.oldest_msg_age_sec).toBeGreaterThanOrEqual(0)

    expect(await runBuilt(db, purgeQueueSql(name))).toEqual([{ purged: 2 }])
    expect(await runBuilt(db, queueMessagesSql(name, 'available', null))).toEqual([])
    expect(await runBuilt(db, queueMessagesSql(name, 'archived', null))).toHaveLength(1)
  })

  it('passes a payload as one literal: quotes cannot end it, and a value that is not JSON is refused by Postgres', async () => {
    await expect(db.exec(sendQueueMessageSql('select', "{}'::jsonb, 0); drop table public.customers; --").sql)).rejects.toThrow(/json/i)
    expect((await db.query(`select 1 from public.customers limit 1`)).rows).toHaveLength(1)
  })

  it('exposes queues through the Data API with the pgmq_public wrappers, and takes them away', async () => {
    await db.exec(exposeQueuesSql().sql)
    expect((await runBuilt(db, queuesStatusSql()))[0]!.exposed).toBe(true)
    const wrappers = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p where p.pronamespace = 'pgmq_public'::regnamespace order by 1`,
    )
    expect(wrappers.rows.map((row) => row.name)).toEqual(['archive', 'delete', 'pop', 'read', 'send', 'send_batch'])
    expect(
      (await db.query<{ ok: boolean }>(`select has_function_privilege('anon', 'pgmq_public.send(text, jsonb, integer)', 'execute') as ok`)).rows,
    ).toEqual([{ ok: true }])
    // Through the wrapper as service_role (which may use pgmq's tables once exposed).
    await db.exec(`set role service_role; select pgmq_public.send('MixedCase', '{"via": "api"}'); reset role;`)
    expect((await runBuilt(db, queueMessagesSql('MixedCase', 'available', null))).map((m) => m.message)).toEqual(['{"via": "api"}'])

    await db.exec(hideQueuesSql().sql)
    expect((await runBuilt(db, queuesStatusSql()))[0]!.exposed).toBe(false)
    expect(
      (await db.query<{ ok: boolean }>(`select has_table_privilege('service_role', 'pgmq."q_mixedcase"', 'select') as ok`)).rows,
    ).toEqual([{ ok: false }])
  })

  it('drops a queue with its archive', async () => {
    expect(await runBuilt(db, dropQueueSql('has space'))).toEqual([{ done: true }])
    expect((await runBuilt(db, listQueuesSql())).map((queue) => queue.name)).not.toContain('has space')
    expect((await db.query(`select 1 from pg_class where relname in ('q_has space', 'a_has space')`)).rows).toEqual([])
  })
})
