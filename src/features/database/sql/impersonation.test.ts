import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runSql } from '@mocks/pglite/database'
import {
  claimsOf,
  impersonationPrefix,
  parseCustomClaims,
  roleLabel,
  withoutPrefixRow,
  wrapForRole,
  type RoleChoice,
} from './impersonation'
import { seededDatabase } from './test-database'

const ALICE = '11111111-1111-4111-8111-111111111111'
const BOB = '22222222-2222-4222-8222-222222222222'
const hostileEmail = `o'brien"; drop table notes; --@exämple.com`
const alice: RoleChoice = {
  kind: 'user',
  sessionId: '33333333-3333-4333-8333-333333333333',
  user: {
    id: ALICE,
    email: hostileEmail,
    phone: null,
    app_metadata: { provider: 'email', note: "it's $$ here" },
    user_metadata: { name: 'Alice\nNewline' },
    is_anonymous: false,
  },
}

let db: PGlite
beforeAll(async () => {
  db = await seededDatabase()
  await db.exec(`
    create table public.notes (id int primary key, owner uuid not null, body text);
    alter table public.notes enable row level security;
    create policy "own notes" on public.notes for all to authenticated using (owner = auth.uid()) with check (owner = auth.uid());
    grant select, insert, update, delete on public.notes to anon, authenticated;
    insert into public.notes values (1, '${ALICE}', 'alice 1'), (2, '${ALICE}', 'alice 2'), (3, '${BOB}', 'bob');`)
}, 120_000)
afterAll(() => db.close())

/** Runs a wrapped text as the mock's pg-meta does (the rows of the last statement that returned rows). */
async function run(query: string, choice: RoleChoice | undefined) {
  const wrapped = wrapForRole(query, choice, 'demo')
  const outcome = await runSql(db, wrapped.query)
  if (!outcome.ok) return { error: outcome.message, position: Number(outcome.error?.position) - wrapped.offset }
  return { rows: withoutPrefixRow(outcome.rows, wrapped.offset > 0) }
}

describe('role impersonation (CONTRACT §15)', () => {
  it('runs as the picked user: auth.uid(), auth.role(), auth.jwt() read their claims, and RLS shows only their rows', async () => {
    const result = await run(
      'select current_user as role, auth.uid()::text as uid, auth.role() as jwt_role, auth.jwt() ->> \'email\' as email, (select count(*)::int from public.notes) as notes',
      alice,
    )
    expect(result.rows).toEqual([{ role: 'authenticated', uid: ALICE, jwt_role: 'authenticated', email: hostileEmail, notes: 2 }])
  })

  it('anon sees no row; the default role sees every row and adds nothing to the text', async () => {
    expect((await run('select count(*)::int as n from public.notes', { kind: 'anon' })).rows).toEqual([{ n: 0 }])
    expect(wrapForRole('select 1', { kind: 'postgres' }, 'demo')).toEqual({ query: 'select 1', offset: 0 })
    expect((await run('select count(*)::int as n from public.notes', undefined)).rows).toEqual([{ n: 3 }])
  })

  it('a delete of every row as a user deletes only theirs; the settings end with the transaction', async () => {
    const deleted = await run('with d as (delete from public.notes returning 1) select count(*)::int as n from d', alice)
    expect(deleted.rows).toEqual([{ n: 2 }])
    expect((await db.query<{ id: number }>('select id from public.notes order by id')).rows).toEqual([{ id: 3 }])
    expect((await db.query<{ u: string }>('select current_user as u')).rows).toEqual([{ u: 'postgres' }])
    await db.exec(`insert into public.notes values (1, '${ALICE}', 'alice 1'), (2, '${ALICE}', 'alice 2')`)
  })

  it('a write that returns no rows answers no rows, not the prefix row', async () => {
    expect((await run(`update public.notes set body = 'x' where id = 3`, alice)).rows).toEqual([])
    expect((await db.query<{ body: string }>('select body from public.notes where id = 3')).rows).toEqual([{ body: 'bob' }])
  })

  it('keeps the line numbers of the person’s text and moves the error position back into it', async () => {
    const text = 'select 1;\nselect nope from public.notes'
    const result = await run(text, alice)
    expect(result.error).toMatch(/column "nope" does not exist/)
    expect(text.slice(result.position! - 1, result.position! - 1 + 4)).toBe('nope')
    expect(impersonationPrefix(alice, 'demo')).not.toContain('\n')
  })

  it('claims: anon and user per the contract; custom claims checked before use', () => {
    expect(claimsOf({ kind: 'anon' }, 'demo', 100)).toEqual({ role: 'anon', iss: 'supabase', ref: 'demo', iat: 100, exp: 3700 })
    expect(claimsOf(alice, 'demo', 100)).toMatchObject({ aud: 'authenticated', role: 'authenticated', sub: ALICE, aal: 'aal1', session_id: alice.kind === 'user' ? alice.sessionId : '', exp: 3700 })
    expect(parseCustomClaims('not json')).toMatchObject({ ok: false, message: expect.stringMatching(/^The claims are not valid JSON/) })
    expect(parseCustomClaims('[1]')).toMatchObject({ ok: false, message: expect.stringMatching(/must be a JSON object/) })
    expect(parseCustomClaims('{"role": "postgres"}')).toMatchObject({ ok: false })
    expect(parseCustomClaims('{"sub": 5}')).toMatchObject({ ok: false })
    expect(parseCustomClaims(`{"sub": "${BOB}", "email": "x'y"}`)).toEqual({ ok: true, claims: { sub: BOB, email: "x'y" } })
    expect(roleLabel({ kind: 'claims', claims: { sub: BOB } })).toBe(`authenticated (custom claims, sub ${BOB})`)
  })

  it('custom claims run as authenticated with exactly those claims', async () => {
    const result = await run('select current_user as role, auth.uid()::text as uid, (select count(*)::int from public.notes) as notes', {
      kind: 'claims',
      claims: { sub: BOB, 'we"ird': "qu'ote" },
    })
    expect(result.rows).toEqual([{ role: 'authenticated', uid: BOB, notes: 1 }])
  })
})
