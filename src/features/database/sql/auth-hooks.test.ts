import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_HOOK_TEMPLATES } from './auth-hook-templates'
import { grantHookFunction, listHookFunctions } from './auth-hooks'
import { runBuilt, seededDatabase } from './test-database'

let db: PGlite
beforeAll(async () => {
  db = await seededDatabase()
}, 60_000)
afterAll(() => db.close())

describe('auth hook functions', () => {
  it('every template creates a (jsonb) → jsonb function the picker lists, not yet granted', async () => {
    for (const template of Object.values(AUTH_HOOK_TEMPLATES)) await db.exec(template.sql)
    await db.exec(`create schema "my ""hooks"""; create function "my ""hooks""".t(event jsonb) returns jsonb language sql as $$ select event $$;
      create function public.not_a_hook(x text) returns jsonb language sql as $$ select '{}'::jsonb $$;`)
    const listed = await runBuilt(db, listHookFunctions())
    expect(listed.map((f) => `${f.schema}.${f.name}`)).toEqual(
      expect.arrayContaining([...Object.values(AUTH_HOOK_TEMPLATES).map((t) => `public.${t.name}`), 'my "hooks".t']),
    )
    expect(listed.find((f) => f.name === 'not_a_hook')).toBeUndefined()
    expect(listed.find((f) => f.name === 'custom_access_token_hook')?.granted).toBe(false)
  })

  it('grants supabase_auth_admin what it needs (quoted names) and takes it from the API roles', async () => {
    await db.exec(grantHookFunction('my "hooks"', 't').sql)
    const listed = await runBuilt(db, listHookFunctions())
    expect(listed.find((f) => f.schema === 'my "hooks"')?.granted).toBe(true)
    const [row] = (await db.query<{ anon: boolean }>(`select has_function_privilege('anon', '"my ""hooks""".t(jsonb)', 'execute') as anon`)).rows
    expect(row?.anon).toBe(false)
  })

  it('the templates answer as GoTrue expects', async () => {
    const one = async (sql: string) => (await db.query<{ r: unknown }>(sql)).rows[0]?.r
    expect(await one(`select public.custom_access_token_hook('{"user_id": "u", "claims": {"role": "authenticated"}}') as r`)).toEqual({
      user_id: 'u',
      claims: { role: 'authenticated', hook_checked: true },
    })
    expect(await one(`select public.mfa_verification_attempt_hook('{"valid": false}') as r`)).toMatchObject({ decision: 'reject' })
    expect(await one(`select public.before_user_created_hook('{"user": {"email": "a@example.invalid"}}') as r`)).toMatchObject({ error: { http_code: 403 } })
  })
})
