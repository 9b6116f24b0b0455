import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { PGMQ_SCRIPT } from '@mocks/pglite/pgmq-extension'
import { TEST_DATABASES, type TestDatabase } from './lints/test-helpers'
import {
  archiveQueueMessageSql,
  createQueueSql,
  dropQueueSql,
  listQueuesSql,
  purgeQueueSql,
  queueMessagesSql,
  queuesStatusSql,
  readQueueMessagesSql,
  sendQueueMessageSql,
} from './queues'
import { exposeQueuesSql, hideQueuesSql } from './queues-data-api'

// The queue builders on PostgreSQL 15 (no pgmq package here): pgmq-compatible functions, the mock's
// pgmq script run as plain SQL, which CONTRACT §10 counts as pgmq being there.
let db: TestDatabase
beforeAll(async () => {
  db = await TEST_DATABASES[1].open()
  await db.exec(`create role anon nologin; create role authenticated nologin; create role service_role nologin bypassrls;`)
}, 120_000)
afterAll(() => db?.close())

async function rows<T>(built: { sql: string; schema: z.ZodMiniType<T> }): Promise<T[]> {
  return z.array(built.schema).parse((await db.query(built.sql)).rows)
}

describe('queues on PostgreSQL 15 with pgmq-compatible functions', () => {
  it('finds them, creates queues with hostile names, sends hostile payloads, reads, archives, exposes, purges and drops', { timeout: 60_000 }, async () => {
    expect(await rows(queuesStatusSql())).toEqual([{ available: false, partman: false, exposed: false }])
    await db.exec(`create schema pgmq;\n${PGMQ_SCRIPT}`)
    expect(await rows(queuesStatusSql())).toEqual([{ available: true, partman: false, exposed: false }])

    for (const name of ['we"ird', 'MixedCase', 'has space']) await db.exec(createQueueSql({ name, type: 'standard' }).sql)
    await db.exec(createQueueSql({ name: 'fast', type: 'unlogged' }).sql)
    await expect(db.exec(createQueueSql({ name: "x'); drop schema pgmq cascade; --", type: 'standard' }).sql)).rejects.toThrow(/invalid characters/)

    const payloads = [{ quote: "it's", dollar: '$$', nested: { list: [1, null, '🐘'] } }, "'); drop table pgmq.meta; --"]
    const ids = []
    for (const payload of payloads) ids.push((await rows(sendQueueMessageSql('we"ird', JSON.stringify(payload))))[0]!.msg_id)
    await rows(sendQueueMessageSql('we"ird', '{"later": 1}', 600))
    expect((await rows(queueMessagesSql('we"ird', 'available', null))).map((m) => JSON.parse(m.message!) as unknown)).toEqual(payloads)
    expect(await rows(queueMessagesSql('we"ird', 'scheduled', null))).toHaveLength(1)
    expect((await rows(queueMessagesSql('we"ird', 'available', ids[0]!))).map((m) => m.msg_id)).toEqual([ids[1]])

    expect(await rows(readQueueMessagesSql('we"ird', 30, 1))).toEqual([expect.objectContaining({ msg_id: ids[0], read_ct: 1 })])
    expect(await rows(archiveQueueMessageSql('we"ird', ids[0]!))).toEqual([{ done: true }])
    expect(await rows(queueMessagesSql('we"ird', 'archived', null))).toEqual([expect.objectContaining({ msg_id: ids[0] })])

    const queues = await rows(listQueuesSql())
    // Ordered by name in the database's collation (C here): compared as a set.
    expect(queues.map((queue) => [queue.name, queue.rls, queue.is_unlogged]).sort()).toEqual([
      ['fast', true, true],
      ['has space', true, false],
      ['MixedCase', true, false],
      ['we"ird', true, false],
    ].sort())
    expect(queues.find((queue) => queue.name === 'we"ird')).toMatchObject({ queue_length: 2, total_messages: 3 })

    await db.exec(exposeQueuesSql().sql)
    expect((await rows(queuesStatusSql()))[0]!.exposed).toBe(true)
    await db.exec(`set role service_role; select pgmq_public.send('MixedCase', '{"via": "api"}'); reset role;`)
    expect((await rows(queueMessagesSql('MixedCase', 'available', null))).map((m) => m.message)).toEqual(['{"via": "api"}'])
    await db.exec(hideQueuesSql().sql)
    expect((await rows(queuesStatusSql()))[0]!.exposed).toBe(false)

    expect(await rows(purgeQueueSql('we"ird'))).toEqual([{ purged: 2 }])
    expect(await rows(dropQueueSql('has space'))).toEqual([{ done: true }])
    expect((await rows(listQueuesSql())).map((queue) => queue.name).sort()).toEqual(['fast', 'MixedCase', 'we"ird'].sort())
  })
})
