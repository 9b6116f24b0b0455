import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RoleChoice } from './impersonation'
import { policyCheckSql, type PolicyCheckInput, type PolicyCheckResult } from './policy-check'
import { policyVerdict } from './policy-verdict'
import { emptyDatabase, runBuilt } from './test-database'

const ADA = '11111111-1111-1111-1111-111111111111'
const BOB = '22222222-2222-2222-2222-222222222222'
const asUser = (id: string, email = 'ada@example.com'): RoleChoice => ({
  kind: 'user',
  user: { id, email, phone: null, app_metadata: {}, user_metadata: {}, is_anonymous: false },
  sessionId: 's1',
})
const notes = { schema: 'public', name: 'notes' }
const hostile = { schema: `Sch"ema`, name: `Tab'le "x"` }
let db: PGlite

beforeAll(async () => {
  db = await emptyDatabase()
  await db.exec(`
    create role anon nologin; create role authenticated nologin;
    create schema auth;
    create function auth.uid() returns uuid language sql stable as $$
      select nullif(current_setting('request.jwt.claims', true)::jsonb ->> 'sub', '')::uuid $$;
    grant usage on schema auth to anon, authenticated;
    create table public.notes (id int primary key, user_id uuid, body text, secret boolean default false);
    insert into public.notes values (1, '${ADA}', 'ada''s note', false), (2, '${BOB}', 'bob''s note', true);
    grant select, insert, update, delete on public.notes to anon, authenticated;
    alter table public.notes enable row level security;
    create policy "Read own notes" on public.notes for select to authenticated using (auth.uid() = user_id);
    create policy "Update own notes" on public.notes for update to authenticated using (auth.uid() = user_id) with check (auth.uid() = user_id);
    create policy "Insert own notes" on public.notes for insert to authenticated with check (auth.uid() = user_id);
    create policy "Delete own notes" on public.notes for delete to authenticated using (auth.uid() = user_id);
    create policy "No secrets" on public.notes as restrictive for select to authenticated using (not secret);
    create policy "Broken" on public.notes for delete to anon using (1 / 0 = 1);

    create schema "Sch""ema";
    create table "Sch""ema"."Tab'le ""x""" ("I'd" text primary key, "Own""er" text);
    insert into "Sch""ema"."Tab'le ""x""" values ('o''k $policy_check$', 'x');
    grant usage on schema "Sch""ema" to authenticated;
    grant select, update on "Sch""ema"."Tab'le ""x""" to authenticated;
    alter table "Sch""ema"."Tab'le ""x""" enable row level security;
    create policy "Own""er's" on "Sch""ema"."Tab'le ""x""" for select to authenticated
      using ("Own""er" = current_setting('request.jwt.claims', true)::jsonb ->> 'email');`)
}, 60_000)
afterAll(() => db.close())

const snapshot = async () => (await db.query(`select * from public.notes order by id`)).rows
async function check(input: Omit<PolicyCheckInput, 'ref'>): Promise<PolicyCheckResult> {
  const before = await snapshot()
  const [row] = await runBuilt(db, policyCheckSql({ ...input, ref: 'demo' }))
  expect(await snapshot()).toEqual(before)
  expect((await db.query<{ role: string }>('select current_user as role')).rows[0]!.role).toBe('postgres')
  return row!.result
}
const policy = (result: PolicyCheckResult, name: string) => result.policies.find((p) => p.name === name)

describe('policyCheckSql', () => {
  it('allows the owner to update their row, naming the policy, and writes nothing', async () => {
    const result = await check({ table: notes, operation: 'update', choice: asUser(ADA), row: { key: { id: '1' }, changes: { body: 'changed' } } })
    expect(policy(result, 'Update own notes')).toMatchObject({ applies: true, permissive: true, using: 'true', check: 'true' })
    expect(result.attempt).toEqual({ rows: 1, error: null })
    expect(policyVerdict(result, 'public.notes')).toEqual({ outcome: 'allowed', reason: 'Allowed by the policy "Update own notes", and no restrictive policy objects.' })
  })

  it("denies an update of another user's row: USING is false, Postgres updates no row", async () => {
    const result = await check({ table: notes, operation: 'update', choice: asUser(BOB), row: { key: { id: '1' }, changes: { body: 'mine now' } } })
    expect(policy(result, 'Update own notes')).toMatchObject({ using: 'false', check: 'false' })
    expect(result.attempt).toEqual({ rows: 0, error: null })
    const verdict = policyVerdict(result, 'public.notes')
    expect(verdict.outcome).toBe('denied')
    expect(verdict.reason).toBe(`No permissive policy's USING is true for this row: the row is filtered out of the update ("Update own notes" is false).`)
  })

  it('denies an update whose new row fails the WITH CHECK, naming the policy', async () => {
    const result = await check({ table: notes, operation: 'update', choice: asUser(ADA), row: { key: { id: '1' }, changes: { user_id: BOB } } })
    expect(policy(result, 'Update own notes')).toMatchObject({ using: 'true', check: 'false' })
    expect(result.attempt.error).toMatch(/new row violates row-level security policy/)
    expect(policyVerdict(result, 'public.notes')).toEqual({
      outcome: 'denied',
      reason: `No permissive policy's WITH CHECK is true for this row: the new row violates the WITH CHECK ("Update own notes" is false).`,
    })
  })

  it('combines a restrictive policy: the permissive one is true, the restrictive one false', async () => {
    const result = await check({ table: notes, operation: 'select', choice: asUser(BOB), row: { key: { id: '2' } } })
    expect(policy(result, 'Read own notes')).toMatchObject({ using: 'true' })
    expect(policy(result, 'No secrets')).toMatchObject({ permissive: false, using: 'false' })
    expect(result.attempt).toEqual({ rows: 0, error: null })
    expect(policyVerdict(result, 'public.notes').reason).toBe('The restrictive policy "No secrets" (false) is not true for the USING: the row is filtered out.')
  })

  it('says no policy allows anon, and an erroring expression gives its error without stopping the others', async () => {
    const result = await check({ table: notes, operation: 'delete', choice: { kind: 'anon' }, row: { key: { id: '1' } } })
    expect(policy(result, 'Delete own notes')).toMatchObject({ applies: false, using: 'null' })
    expect(policy(result, 'Broken')).toMatchObject({ applies: true, using: null, using_error: 'division by zero' })
    expect(result.attempt).toEqual({ rows: null, error: 'division by zero' })
    expect(policyVerdict(result, 'public.notes').reason).toBe(`No permissive policy's USING is true for this row: the row is filtered out of the delete ("Broken" is an error).`)
  })

  it('an update allowed by its own policy is denied when no SELECT policy lets the role see the row, as Postgres does', async () => {
    await db.exec(`create table public.blind (id int primary key, user_id uuid); insert into public.blind values (1, '${ADA}');
      grant select, update on public.blind to authenticated; alter table public.blind enable row level security;
      create policy "Update own" on public.blind for update to authenticated using (auth.uid() = user_id);`)
    const result = await check({ table: { schema: 'public', name: 'blind' }, operation: 'update', choice: asUser(ADA), row: { key: { id: '1' } } })
    expect(policy(result, 'Update own')).toMatchObject({ using: 'true', check: 'true' })
    expect(result.attempt).toEqual({ rows: 0, error: null })
    expect(policyVerdict(result, 'public.blind').reason).toBe(
      'No permissive SELECT policy applies to authenticated: the row is not visible to the role, so the command skips it (no policy allows it).',
    )
  })

  it('checks an insert from JSON with the defaults filled', async () => {
    const ok = await check({ table: notes, operation: 'insert', choice: asUser(ADA), row: { json: { id: 3, user_id: ADA } } })
    expect(policy(ok, 'Insert own notes')).toMatchObject({ check: 'true', using: null })
    expect(ok.attempt).toEqual({ rows: 1, error: null })
    const denied = await check({ table: notes, operation: 'insert', choice: asUser(ADA), row: { json: { id: 3, user_id: BOB } } })
    expect(denied.attempt.error).toMatch(/new row violates row-level security policy/)
    expect(policyVerdict(denied, 'public.notes').outcome).toBe('denied')
  })

  it('says Row Level Security is off, and forced RLS applies to the owner', async () => {
    await db.exec(`create role app_owner nologin; create table public.open (id int primary key); insert into public.open values (1);
      alter table public.open owner to app_owner; grant select on public.open to anon;`)
    const off = await check({ table: { schema: 'public', name: 'open' }, operation: 'select', choice: { kind: 'anon' }, row: { key: { id: '1' } } })
    expect(off).toMatchObject({ rls_enabled: false, privileged: true, attempt: { rows: 1, error: null } })
    expect(policyVerdict(off, 'public.open').outcome).toBe('allowed')
    await db.exec(`alter table public.open enable row level security; alter table public.open force row level security; grant app_owner to anon;`)
    const forced = await check({ table: { schema: 'public', name: 'open' }, operation: 'select', choice: { kind: 'anon' }, row: { key: { id: '1' } } })
    expect(forced).toMatchObject({ rls_enabled: true, rls_forced: true, owner: true, attempt: { rows: 0, error: null } })
    expect(policyVerdict(forced, 'public.open').outcome).toBe('denied')
  })

  it('quotes hostile names, keys and claims', async () => {
    const choice: RoleChoice = { kind: 'claims', claims: { sub: ADA, email: `x'); drop table public.notes; --$policy_check$` } }
    const result = await check({ table: hostile, operation: 'update', choice, row: { key: { "I'd": 'o\'k $policy_check$' }, changes: { 'Own"er': "it's" } } })
    expect(result.rows_found).toBe(1)
    expect(policy(result, `Own"er's`)).toMatchObject({ applies: true, using: 'false', using_error: null })
    const anon = await check({ table: hostile, operation: 'select', choice: { kind: 'anon' }, row: { key: { "I'd": 'x' } } })
    expect(anon).toMatchObject({ schema_usage: false, attempt: { rows: null, error: `permission denied for schema Sch"ema` } })
    expect(policyVerdict(anon, 'the table').reason).toBe('anon has no USAGE privilege on the schema of the table: Postgres refuses before any policy is looked at.')
    expect((await db.query(`select "Own""er" as o from "Sch""ema"."Tab'le ""x"""`)).rows).toEqual([{ o: 'x' }])
  })

  it('says when the role has no privilege for the command; a column grant counts', async () => {
    await db.exec(`create table public.granted (id int primary key, a text, b text); insert into public.granted values (1, 'x', 'y');
      grant update (a) on public.granted to anon;`)
    const table = { schema: 'public', name: 'granted' }
    const none = await check({ table, operation: 'delete', choice: { kind: 'anon' }, row: { key: { id: '1' } } })
    expect(policyVerdict(none, 'public.granted')).toEqual({ outcome: 'denied', reason: 'anon has no DELETE privilege on public.granted: Postgres refuses before any policy is looked at.' })
    expect(none.attempt.error).toBe('permission denied for table granted')
    const column = await check({ table, operation: 'update', choice: { kind: 'anon' }, row: { key: { id: '1' }, changes: { a: 'z' } } })
    expect(column.privileged).toBe(true)
  })

  it('says when the key matches no row', async () => {
    const result = await check({ table: notes, operation: 'delete', choice: asUser(ADA), row: { key: { id: '99' } } })
    expect(policyVerdict(result, 'public.notes')).toEqual({ outcome: 'no row', reason: 'No row of public.notes has this primary key: there is nothing to check.' })
  })
})
