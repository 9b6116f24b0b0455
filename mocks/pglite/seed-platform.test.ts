import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeededDatabase } from './database'

let db: PGlite
beforeAll(async () => {
  db = await createSeededDatabase()
}, 120_000)
afterAll(() => db.close())

const one = async <T>(sql: string) => (await db.query<T>(sql)).rows[0]

/** Runs `body` in a transaction as `role`, with the settings PostgREST sets for a request (local to it). */
async function asRequest<T>(role: string, settings: Record<string, string>, body: string) {
  return db.transaction(async (tx) => {
    for (const [name, value] of Object.entries(settings)) await tx.query(`select set_config($1, $2, true)`, [name, value])
    await tx.exec(`set local role ${role}`)
    return (await tx.query<T>(body)).rows
  })
}

describe("the demo database's platform parts", () => {
  it('auth.jwt(), auth.role(), auth.email() and auth.uid() read the claims as GoTrue defines them', async () => {
    const claims = { sub: '0b6c2f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', role: 'authenticated', email: 'ada@example.com', aal: 'aal1' }
    const [fromJson] = await asRequest<Record<string, unknown>>(
      'authenticated',
      { 'request.jwt.claims': JSON.stringify(claims) },
      'select auth.jwt() as jwt, auth.role() as role, auth.email() as email, auth.uid() as uid',
    )
    expect(fromJson).toEqual({ jwt: claims, role: 'authenticated', email: 'ada@example.com', uid: claims.sub })

    // The older per-claim settings win over the JSON, as in GoTrue's functions.
    const [perClaim] = await asRequest<Record<string, unknown>>(
      'anon',
      { 'request.jwt.claims': JSON.stringify(claims), 'request.jwt.claim.role': 'anon', 'request.jwt.claim.email': 'grace@example.com' },
      'select auth.role() as role, auth.email() as email',
    )
    expect(perClaim).toEqual({ role: 'anon', email: 'grace@example.com' })

    // No claims at all: null, not an error.
    expect(await one('select auth.jwt() as jwt, auth.role() as role, auth.email() as email, auth.uid() as uid')).toEqual({
      jwt: null,
      role: null,
      email: null,
      uid: null,
    })
    expect(await one(`select obj_description('auth.role()'::regprocedure, 'pg_proc') as comment`)).toEqual({
      comment: "Deprecated. Use auth.jwt() -> 'role' instead.",
    })
  })

  it('service_role bypasses row level security; anon and authenticated see what the policies let them', async () => {
    await db.exec(`
      create table public.notes (id int primary key, owner uuid, body text);
      insert into public.notes values (1, '0b6c2f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', 'mine'), (2, null, 'nobody''s');
      alter table public.notes enable row level security;
      create policy "own notes" on public.notes for select to authenticated using ((select auth.uid()) = owner);
      grant select on public.notes to anon, authenticated, service_role;
    `)
    const claims = { 'request.jwt.claims': JSON.stringify({ sub: '0b6c2f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', role: 'authenticated' }) }
    const ids = async (role: string) => (await asRequest<{ id: number }>(role, claims, 'select id from public.notes order by id')).map((r) => r.id)
    expect(await ids('anon')).toEqual([])
    expect(await ids('authenticated')).toEqual([1])
    expect(await ids('service_role')).toEqual([1, 2])
    expect(await one(`select rolbypassrls from pg_roles where rolname = 'service_role'`)).toEqual({ rolbypassrls: true })
  })

  it('has the supabase_realtime publication', async () => {
    expect((await db.query(`select pubname from pg_publication where pubname = 'supabase_realtime'`)).rows).toEqual([
      { pubname: 'supabase_realtime' },
    ])
  })

  it("offers PGlite's contrib extensions, and create extension installs them", async () => {
    const available = (await db.query<{ name: string }>('select name from pg_available_extensions')).rows.map((r) => r.name)
    expect(available).toEqual(expect.arrayContaining(['uuid-ossp', 'pg_trgm', 'hstore', 'citext', 'ltree', 'fuzzystrmatch', 'unaccent', 'btree_gist']))
    await db.exec(`
      create extension if not exists "uuid-ossp" with schema extensions;
      create extension if not exists pg_trgm with schema extensions;
      create extension if not exists hstore with schema extensions;
      create extension if not exists citext with schema extensions;
    `)
    expect(
      await one(`select extensions.uuid_generate_v4()::text ~ '^[0-9a-f-]{36}$' as uuid,
        extensions.similarity('postgres', 'postgres') as trigram,
        extensions.hstore('a', '1') operator(extensions.->) 'a' as hstore,
        'Ada'::extensions.citext operator(extensions.=) 'ADA'::extensions.citext as citext`),
    ).toEqual({ uuid: true, trigram: 1, hstore: '1', citext: true })
  })
})
