import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOSTILE_NAMES } from './object-names.test-helper'
import { createPolicySql, listPoliciesSql } from './policies'
import { ident } from './quote'
import { REALTIME_ALL_TABLES_REASON, REALTIME_MESSAGES, realtimePolicyTemplates, realtimePublicationSql, setRealtimeTableSql } from './realtime'
import { runBuilt, seededDatabase } from './test-database'

let db: PGlite
beforeAll(async () => {
  db = await seededDatabase()
  await db.exec('drop publication if exists supabase_realtime')
  for (const name of HOSTILE_NAMES) await db.exec(`create table public.${ident(name)} (id int primary key)`)
}, 120_000)
afterAll(() => db.close())

const state = async () => (await runBuilt(db, realtimePublicationSql()))[0]!
const published = async () =>
  (await db.query<{ tablename: string }>(`select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by 1`)).rows.map((r) => r.tablename)

describe('the realtime publication', () => {
  it('is created when missing, then tables with hostile names are added and taken out, never dropped', async () => {
    expect(await state()).toEqual({ exists: false, all_tables: false, tables: [] })
    const first = setRealtimeTableSql(await state(), { schema: 'public', name: HOSTILE_NAMES[0] }, true)
    expect(first.sql).toBe(`create publication "supabase_realtime";\nalter publication "supabase_realtime" add table "public"."we""ird";`)
    await db.exec(first.sql)
    const oid = (await db.query<{ oid: number }>(`select oid from pg_publication where pubname = 'supabase_realtime'`)).rows[0]!.oid
    for (const name of HOSTILE_NAMES.slice(1)) {
      const built = setRealtimeTableSql(await state(), { schema: 'public', name }, true)
      expect(built.sql).not.toContain('create publication')
      await db.exec(built.sql)
    }
    expect(await published()).toEqual([...HOSTILE_NAMES].sort())
    expect((await state()).tables).toHaveLength(HOSTILE_NAMES.length)
    for (const name of HOSTILE_NAMES) {
      const built = setRealtimeTableSql(await state(), { schema: 'public', name }, false)
      expect(built.sql).toBe(`alter publication "supabase_realtime" drop table "public".${ident(name)};`)
      await db.exec(built.sql)
    }
    expect(await published()).toEqual([])
    // The same publication all along: taken out of, never dropped and created again.
    expect((await db.query<{ oid: number }>(`select oid from pg_publication where pubname = 'supabase_realtime'`)).rows[0]!.oid).toBe(oid)
  })

  it('is left alone when it publishes every table', async () => {
    await db.exec('drop publication supabase_realtime; create publication supabase_realtime for all tables')
    const all = await state()
    expect(all).toMatchObject({ exists: true, all_tables: true })
    expect(() => setRealtimeTableSql(all, { schema: 'public', name: 'orders' }, true)).toThrow(REALTIME_ALL_TABLES_REASON)
    expect(() => setRealtimeTableSql(all, { schema: 'public', name: 'orders' }, false)).toThrow(REALTIME_ALL_TABLES_REASON)
    await db.exec('drop publication supabase_realtime; create publication supabase_realtime')
  })
})

describe('the realtime policy templates', () => {
  it('create working policies on realtime.messages: per extension, and per topic with a hostile topic', async () => {
    const topic = `it's "room" -- ; drop table x`
    const templates = realtimePolicyTemplates(topic)
    for (const template of templates) await db.exec(createPolicySql(REALTIME_MESSAGES, template.policy).sql)
    const [messages] = (await runBuilt(db, listPoliciesSql('realtime'))).filter((t) => t.name === 'messages')
    expect(messages!.policies.map((p) => `${p.command} ${p.roles.join(',')} ${p.name}`).sort()).toEqual(
      templates.map((t) => `${t.policy.command} authenticated ${t.policy.name}`).sort(),
    )
    const onTopic = messages!.policies.find((p) => p.name === 'Receive broadcasts on one topic')!
    expect(onTopic.using).toContain('realtime.topic()')
    expect(onTopic.using).toContain(`'it''s "room" -- ; drop table x'`)
    expect(onTopic.using).toContain("extension = 'broadcast'::text")
    const sends = messages!.policies.find((p) => p.name === 'Authenticated users can track presence')!
    expect(sends).toMatchObject({ command: 'INSERT', using: null })
    expect(sends.with_check).toContain("'presence'")
    // As a signed-in user on that topic, the topic policy lets the broadcast row through; on another topic it does not.
    await db.exec(`insert into realtime.messages (topic, extension, event) values (${`'${topic.replaceAll("'", "''")}'`}, 'broadcast', 'x'), ('other', 'presence', 'y')`)
    const seen = async (current: string) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('realtime.topic', $1, true)`, [current])
        await tx.exec('set local role authenticated')
        return (await tx.query<{ n: number }>(`select count(*)::int as n from realtime.messages where extension = 'broadcast'`)).rows[0]!.n
      })
    expect(await seen(topic)).toBe(1)
    for (const template of templates) await db.exec(`drop policy ${ident(template.policy.name)} on realtime.messages`)
    await db.exec(`create policy "topic only" on realtime.messages for select to authenticated using (${templates[4]!.policy.using})`)
    expect(await seen(topic)).toBe(1)
    expect(await seen('elsewhere')).toBe(0)
  })
})
