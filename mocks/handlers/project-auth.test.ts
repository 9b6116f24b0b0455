import { describe, expect, it } from 'vitest'
import { sqlEngine } from '../pglite/engine'
import { makeAccessToken } from '../utils'

const REF = 'acmeblogprod01'
const BASE = `http://localhost/platform/auth/${REF}`
const token = makeAccessToken({ sub: 'u', email: 'demo@example.com', aal: 'aal1', exp: Math.floor(Date.now() / 1000) + 3600 })
const call = (path: string, method: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const rows = async (sql: string) => {
  const outcome = await (await sqlEngine()).query(REF, sql)
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.rows
}

describe('the mock auth admin (CONTRACT §11) writes to GoTrue’s tables', () => {
  it('creates, updates and deletes users; answers GoTrue’s errors', async () => {
    const created = await call('/users', 'POST', { email: `zoë.o'neil@example.com`, password: 'secret-pass', email_confirm: true, user_metadata: { a: 1 } })
    expect(created.status).toBe(200)
    const user = (await created.json()) as { id: string; email: string }
    expect(user.email).toBe(`zoë.o'neil@example.com`)
    expect(await rows(`select provider from auth.identities where user_id = '${user.id}'`)).toEqual([{ provider: 'email' }])

    const again = await call('/users', 'POST', { email: `ZOË.O'NEIL@example.com`, password: 'secret-pass' })
    expect(again.status).toBe(422)
    expect(await again.json()).toMatchObject({ error_code: 'email_exists', msg: 'A user with this email address has already been registered' })

    expect((await call(`/users/${user.id}`, 'PUT', { ban_duration: '2h' })).status).toBe(200)
    expect(await rows(`select round(extract(epoch from banned_until - now()) / 3600)::int as h from auth.users where id = '${user.id}'`)).toEqual([{ h: 2 }])
    expect((await call(`/users/${user.id}`, 'PUT', { ban_duration: 'soon' })).status).toBe(400)
    expect((await call(`/users/${user.id}`, 'PUT', { user_metadata: 'not json' })).status).toBe(400)
    expect((await call(`/users/${user.id}`, 'PUT', { user_metadata: { b: "it's" } })).status).toBe(200)
    expect(await rows(`select raw_user_meta_data from auth.users where id = '${user.id}'`)).toEqual([{ raw_user_meta_data: { b: "it's" } }])

    const unknown = await call('/users/00000000-0000-0000-0000-000000000000', 'DELETE')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ msg: 'User not found' })
    expect((await call('/users/not-a-uuid', 'PUT', {})).status).toBe(404)
    expect((await call(`/users/${user.id}`, 'DELETE')).status).toBe(200)
    expect(await rows(`select 1 from auth.users where id = '${user.id}'`)).toEqual([])
  }, 180_000)

  it('invites, and refuses an address that is not one', async () => {
    expect((await call('/invite', 'POST', { email: 'invitee@example.com' })).status).toBe(200)
    expect(await rows(`select invited_at is not null as invited from auth.users where email = 'invitee@example.com'`)).toEqual([{ invited: true }])
    expect((await call('/invite', 'POST', { email: 'nope' })).status).toBe(400)
    expect((await call('/recover', 'POST', { email: 'invitee@example.com' })).status).toBe(200)
  }, 60_000)

  it('masks secrets, patches only the keys sent and never stores the mask', async () => {
    const config = (await (await call('/config', 'GET')).json()) as Record<string, unknown>
    expect(config.EXTERNAL_GITHUB_SECRET).toBe('********')
    expect(config.EXTERNAL_GITHUB_ENABLED).toBe(true)
    const patched = await call('/config', 'PATCH', { EXTERNAL_GITHUB_ENABLED: false, EXTERNAL_GITHUB_SECRET: '********' })
    expect(await patched.json()).toMatchObject({ EXTERNAL_GITHUB_ENABLED: false, EXTERNAL_GITHUB_SECRET: '********', SITE_URL: 'http://localhost:3000' })
    expect((await call('/config', 'PATCH', { NOT_A_KEY: 1 })).status).toBe(400)
    expect((await call('/config', 'PATCH', { SITE_URL: 'javascript:alert(1)' })).status).toBe(400)
  })
})
