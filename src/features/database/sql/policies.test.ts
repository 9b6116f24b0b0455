import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPolicySql,
  dropPolicySql,
  listPoliciesSql,
  listPolicyRolesSql,
  POLICY_TEMPLATES,
  renamePolicySql,
  setRowLevelSecuritySql,
  updatePolicySql,
  type Policy,
} from './policies'
import { emptyDatabase, runBuilt } from './test-database'

const table = { schema: 'My "Schema"', name: `Select's Table` }
let db: PGlite

beforeAll(async () => {
  db = await emptyDatabase()
  await db.exec(`
    create role anon; create role authenticated; create role "Ünïcode Role";
    create schema "My ""Schema""";
    create table "My ""Schema"""."Select's Table" (id int primary key, "User Id" text, owner text);`)
}, 60_000)
afterAll(() => db.close())

const pgPolicies = async () =>
  (
    await db.query<{ policyname: string; cmd: string; permissive: string; roles: string[]; qual: string | null; with_check: string | null }>(
      `select policyname, cmd, permissive, roles, qual, with_check from pg_policies where schemaname = $1 and tablename = $2 order by policyname`,
      [table.schema, table.name],
    )
  ).rows
const listed = async () => (await runBuilt(db, listPoliciesSql(table.schema)))[0]!

describe('policy builders', () => {
  it('switches row level security and lists the table with no policy', async () => {
    await db.exec(setRowLevelSecuritySql(table, true).sql)
    expect(await listed()).toMatchObject({ name: table.name, rls_enabled: true, rls_forced: false, policies: [] })
    await db.exec(setRowLevelSecuritySql(table, false).sql)
    expect((await listed()).rls_enabled).toBe(false)
  })

  it('creates a policy with hostile names, lists its clauses in full', async () => {
    await db.exec(
      createPolicySql(table, {
        name: `Owner's "update"`,
        command: 'UPDATE',
        permissive: true,
        roles: ['authenticated', 'Ünïcode Role'],
        using: `"User Id" = current_user`,
        with_check: `owner = 'me;you'`,
      }).sql,
    )
    const [policy] = (await listed()).policies
    expect(policy).toEqual({
      name: `Owner's "update"`,
      command: 'UPDATE',
      permissive: true,
      roles: ['authenticated', 'Ünïcode Role'],
      using: '("User Id" = CURRENT_USER)',
      with_check: "(owner = 'me;you'::text)",
    })
  })

  it('editing USING only keeps WITH CHECK and the roles exactly as they were', async () => {
    const before = (await listed()).policies[0]! as Policy
    const built = updatePolicySql(table, before, { ...before, using: 'true' })
    expect(built.sql).not.toMatch(/with check/)
    expect(built.sql).not.toMatch(/\bto\b/)
    await db.exec(built.sql)
    expect(await pgPolicies()).toEqual([
      { policyname: `Owner's "update"`, cmd: 'UPDATE', permissive: 'PERMISSIVE', roles: ['authenticated', 'Ünïcode Role'], qual: 'true', with_check: "(owner = 'me;you'::text)" },
    ])
  })

  it('renames in the same transaction as a role change; a new command recreates with every clause', async () => {
    const before = (await listed()).policies[0]! as Policy
    await db.exec(updatePolicySql(table, before, { ...before, name: 'Renamed', roles: ['anon'] }).sql)
    expect((await pgPolicies()).map((p) => [p.policyname, p.roles, p.with_check])).toEqual([['Renamed', ['anon'], "(owner = 'me;you'::text)"]])
    const renamed = (await listed()).policies[0]! as Policy
    await db.exec(updatePolicySql(table, renamed, { ...renamed, command: 'ALL', permissive: false }).sql)
    expect(await pgPolicies()).toEqual([
      { policyname: 'Renamed', cmd: 'ALL', permissive: 'RESTRICTIVE', roles: ['anon'], qual: 'true', with_check: "(owner = 'me;you'::text)" },
    ])
    expect(() => updatePolicySql(table, renamed, renamed)).toThrow('Nothing has changed yet.')
    expect(() => updatePolicySql(table, renamed, { ...renamed, with_check: '' })).toThrow(/WITH CHECK cannot be removed/)
  })

  it('renames, drops; refuses an expression that is more than one', async () => {
    await db.exec(renamePolicySql(table, 'Renamed', 'Réadable "name"').sql)
    expect((await pgPolicies()).map((p) => p.policyname)).toEqual(['Réadable "name"'])
    await db.exec(dropPolicySql(table, 'Réadable "name"').sql)
    expect(await pgPolicies()).toEqual([])
    expect(() => createPolicySql(table, { ...POLICY_TEMPLATES[0]!.policy, using: 'true); drop table x; --' })).toThrow(/Not a single SQL expression/)
  })

  it('each template runs on a table with a user_id column', async () => {
    await db.exec(`create schema auth; create function auth.uid() returns uuid language sql as 'select null::uuid';
      create table public.notes (id int, user_id uuid);`)
    for (const template of POLICY_TEMPLATES) await db.exec(createPolicySql({ schema: 'public', name: 'notes' }, template.policy).sql)
    expect((await runBuilt(db, listPoliciesSql('public')))[0]!.policies).toHaveLength(POLICY_TEMPLATES.length)
    expect((await runBuilt(db, listPolicyRolesSql())).map((r) => r.name)).toEqual(expect.arrayContaining(['anon', 'authenticated', 'Ünïcode Role']))
  })
})
