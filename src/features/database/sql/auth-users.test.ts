import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authUserDetail } from './auth-user-detail'
import { authUsersStatus, authUsersTotal, countMatchingAuthUsers, listAuthUsers, type AuthUserRow } from './auth-users'
import { emptyDatabase, runBuilt, seededDatabase } from './test-database'

let db: PGlite
beforeAll(async () => {
  db = await seededDatabase()
}, 60_000)
afterAll(() => db.close())

const cursor = (row: AuthUserRow) => ({ at: row.cursor_at, id: row.id })

describe('auth users (GoTrue tables of the mock)', () => {
  it('finds the tables, and says so when a database has none', async () => {
    expect(await runBuilt(db, authUsersStatus())).toEqual([{ available: true }])
    const bare = await emptyDatabase()
    expect(await runBuilt(bare, authUsersStatus())).toEqual([{ available: false }])
    await bare.close()
  })

  it('pages through all 2,000 seeded users by keyset, without gaps or repeats, in both sorts', async () => {
    for (const sort of ['created', 'last_sign_in'] as const) {
      const seen = new Set<string>()
      let after
      for (;;) {
        const built = listAuthUsers({ sort, after })
        expect(built.sql.toLowerCase()).not.toContain('offset')
        const page = await runBuilt(db, built)
        page.forEach((row) => seen.add(row.id))
        if (page.length < 50) break
        after = cursor(page.at(-1)!)
      }
      expect(seen.size).toBe(2000)
    }
  })

  it('counts exactly below the limit and estimates above it', async () => {
    expect(await runBuilt(db, authUsersTotal())).toEqual([{ total: 2000, estimated: false }])
    await db.exec(`update pg_class set reltuples = 80000 where oid = 'auth.users'::regclass`)
    expect(await runBuilt(db, authUsersTotal())).toEqual([{ total: 80000, estimated: true }])
    await db.exec(`analyze auth.users`)
  })

  it('counts the users a search and filter match, as the list finds them', async () => {
    const listed = await runBuilt(db, listAuthUsers({ search: 'user001', limit: 1000 }))
    expect(await runBuilt(db, countMatchingAuthUsers({ search: 'user001' }))).toEqual([{ matches: listed.length, capped: false }])
    expect(await runBuilt(db, countMatchingAuthUsers({ filter: 'banned' }))).toEqual([{ matches: 20, capped: false }])
    expect(await runBuilt(db, countMatchingAuthUsers({ search: `nobody'; drop table auth.users; --` }))).toEqual([{ matches: 0, capped: false }])
  })

  it('filters and lists providers', async () => {
    const anonymous = await runBuilt(db, listAuthUsers({ filter: 'anonymous' }))
    expect(anonymous.length).toBe(50)
    expect(anonymous.every((u) => u.is_anonymous && u.providers.length === 0)).toBe(true)
    const banned = await runBuilt(db, listAuthUsers({ filter: 'banned', limit: 1000 }))
    expect(banned.length).toBe(20)
    expect(banned.every((u) => u.is_banned)).toBe(true)
    const unverified = await runBuilt(db, listAuthUsers({ filter: 'unverified' }))
    expect(unverified.every((u) => !u.email_confirmed_at && !u.phone_confirmed_at && !u.is_anonymous)).toBe(true)
    const github = (await runBuilt(db, listAuthUsers({ search: 'user0008@' })))[0]!
    expect(github.providers).toEqual(['github'])
  })

  it('searches by email prefix, phone and id, with hostile text matched literally', async () => {
    const found = await runBuilt(db, listAuthUsers({ search: 'USER001' }))
    expect(found.map((u) => u.email)).toContain('user0010@example.com')
    expect(found.every((u) => u.email!.startsWith('user001'))).toBe(true)
    const phone = await runBuilt(db, listAuthUsers({ search: '+1555000001' }))
    expect(phone.map((u) => u.phone)).toEqual(expect.arrayContaining(['15550000016']))
    const byId = await runBuilt(db, listAuthUsers({ search: found[0]!.id.toUpperCase() }))
    expect(byId.map((u) => u.id)).toEqual([found[0]!.id])
    const email = `o'brien+"ü"_%@exämple.com`
    await db.exec(`insert into auth.users (id, email, created_at, is_anonymous) values (gen_random_uuid(), '${email.replaceAll("'", "''")}', now(), false)`)
    expect((await runBuilt(db, listAuthUsers({ search: `o'brien+"ü"_%` }))).map((u) => u.email)).toEqual([email])
    expect(await runBuilt(db, listAuthUsers({ search: '%' }))).toEqual([])
  })

  it('reads one user with identities, factors and sessions; nothing for an unknown or malformed id', async () => {
    const [user] = await runBuilt(db, listAuthUsers({ search: 'user0010@example.com' }))
    const [detail] = await runBuilt(db, authUserDetail(user!.id))
    expect(detail).toMatchObject({
      email: 'user0010@example.com',
      identities: [expect.objectContaining({ provider: 'email', email: 'user0010@example.com' })],
      factors: [expect.objectContaining({ factor_type: 'totp', status: 'verified' })],
      raw_user_meta_data: { full_name: 'User 10' },
    })
    expect(await runBuilt(db, authUserDetail('00000000-0000-0000-0000-000000000000'))).toEqual([])
    expect(await runBuilt(db, authUserDetail("1'; drop table auth.users; --"))).toEqual([])
  })
})
