import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authAuditActions, authAuditStatus, listAuthAuditLog, type AuthAuditRow } from './auth-audit-log'
import { emptyDatabase, runBuilt, seededDatabase } from './test-database'

let db: PGlite
const ALICE = '11111111-1111-4111-8111-111111111111'
beforeAll(async () => {
  db = await seededDatabase()
  await db.exec(`delete from auth.audit_log_entries;
insert into auth.audit_log_entries (id, payload, created_at, ip_address)
select gen_random_uuid(),
  json_build_object('action', case when n % 3 = 0 then 'user_deleted' else 'user_signedup' end,
    'actor_id', case when n = 7 then '${ALICE}' else '' end,
    'actor_username', case when n = 7 then 'alice@example.com' else 'service_role' end,
    'traits', json_build_object('user_id', gen_random_uuid(), 'user_email', 'o''brien_' || n || '@example.com')),
  timestamptz '2026-11-01' + n * interval '1 minute' - (n % 2) * interval '1 microsecond', '10.0.0.' || n
from generate_series(1, 120) n;`)
}, 60_000)
afterAll(() => db.close())

describe('auth audit log', () => {
  it('pages newest first by keyset, without gaps or repeats', async () => {
    const seen: AuthAuditRow[] = []
    let after
    for (;;) {
      const built = listAuthAuditLog({ after })
      expect(built.sql.toLowerCase()).not.toContain('offset')
      const page = await runBuilt(db, built)
      seen.push(...page)
      if (page.length < 50) break
      after = { at: page.at(-1)!.created_at, id: page.at(-1)!.id }
    }
    expect(seen).toHaveLength(120)
    expect(new Set(seen.map((row) => row.id)).size).toBe(120)
    expect(seen.map((row) => row.created_at)).toEqual(seen.map((row) => row.created_at).sort().reverse())
    expect(seen[0]).toMatchObject({ action: 'user_deleted', actor: 'service_role', ip_address: '10.0.0.120', subject: "o'brien_120@example.com" })
    expect(JSON.parse(seen[0]!.payload!)).toMatchObject({ action: 'user_deleted' })
  })

  it('filters by action and by user (id, or the start of an email, quotes and LIKE signs taken literally)', async () => {
    expect(await runBuilt(db, listAuthAuditLog({ action: 'user_deleted', limit: 500 }))).toHaveLength(40)
    expect((await runBuilt(db, listAuthAuditLog({ user: ALICE }))).map((row) => row.actor)).toEqual(['alice@example.com'])
    expect((await runBuilt(db, listAuthAuditLog({ user: "O'BRIEN_11" }))).map((row) => row.subject)).toEqual(
      ["o'brien_119@example.com", "o'brien_118@example.com", "o'brien_117@example.com", "o'brien_116@example.com", "o'brien_115@example.com", "o'brien_114@example.com", "o'brien_113@example.com", "o'brien_112@example.com", "o'brien_111@example.com", "o'brien_110@example.com", "o'brien_11@example.com"],
    )
    expect(await runBuilt(db, listAuthAuditLog({ user: '%' }))).toEqual([])
    expect(await runBuilt(db, listAuthAuditLog({ action: "x'; drop table auth.users; --" }))).toEqual([])
  })

  it('lists the actions, and says when the table is missing', async () => {
    expect(await runBuilt(db, authAuditActions())).toEqual([{ action: 'user_deleted' }, { action: 'user_signedup' }])
    expect(await runBuilt(db, authAuditStatus())).toEqual([{ available: true }])
    const bare = await emptyDatabase()
    expect(await runBuilt(bare, authAuditStatus())).toEqual([{ available: false }])
    await bare.close()
  })
})
