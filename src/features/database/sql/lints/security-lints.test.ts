import { describe, expect, it } from 'vitest'
import { authUsersExposed, foreignTableInApi, materializedViewInApi, securityDefinerView } from './api-exposure'
import { extensionInPublic, extensionVersionsOutdated } from './extensions'
import {
  anonSecurityDefinerFunctionExecutable,
  authenticatedSecurityDefinerFunctionExecutable,
  functionSearchPathMutable,
} from './functions'
import { rlsReferencesUserMetadata } from './policies'
import {
  policyExistsRlsDisabled,
  rlsDisabledInPublic,
  rlsEnabledNoPolicy,
  rlsPolicyAlwaysTrue,
  sensitiveColumnsExposed,
} from './rls'
import { fkeyToAuthUnique, unsupportedRegTypes } from './tables'
import { findings, lintTestDatabase, TEST_DATABASES } from './test-helpers'
import type { Lint } from './types'

describe.each(TEST_DATABASES)('on $name', (target) => {
  const db = lintTestDatabase(target)
  const applyFix = (lint: Lint) => db.applyFix(lint)

  describe('security lints', () => {
    it('rls_disabled_in_public: a public table without RLS, gone once the fix enables it', async () => {
      await db.exec(`create table public.notes (id int primary key); create table private.hidden (id int primary key);`)
      const found = await findings(db, rlsDisabledInPublic)
      expect(found.map((f) => f.entity)).toEqual(['public.notes'])
      expect(found[0]!.fixSql).toBe('alter table "public"."notes" enable row level security;')
      expect(found[0]!.table).toMatchObject({ schema: 'public', name: 'notes' })
      await applyFix(rlsDisabledInPublic)
      expect(await findings(db, rlsDisabledInPublic)).toEqual([])
    })

    it('rls_disabled_in_public follows the API schemas of pgrst.db_schemas', async () => {
      await db.exec(`create table private.hidden (id int primary key); set pgrst.db_schemas = 'private, public';`)
      try {
        expect((await findings(db, rlsDisabledInPublic)).map((f) => f.entity)).toEqual(['private.hidden'])
      } finally {
        await db.exec(`reset pgrst.db_schemas`)
      }
    })

    it('policy_exists_rls_disabled: policies on a table without RLS, gone once enabled', async () => {
      await db.exec(
        `create table public.posts (id int primary key); create policy "read all" on public.posts for select using (true);`,
      )
      const [finding] = await findings(db, policyExistsRlsDisabled)
      expect(finding?.detail).toContain('read all')
      await applyFix(policyExistsRlsDisabled)
      expect(await findings(db, policyExistsRlsDisabled)).toEqual([])
    })

    it('rls_enabled_no_policy: RLS on without a policy; a policy clears it', async () => {
      await db.exec(
        `create table public.posts (id int primary key); alter table public.posts enable row level security;`,
      )
      expect((await findings(db, rlsEnabledNoPolicy)).map((f) => f.entity)).toEqual(['public.posts'])
      await db.exec(`create policy "read" on public.posts for select to anon using (true);`)
      expect(await findings(db, rlsEnabledNoPolicy)).toEqual([])
    })

    it('rls_policy_always_true: an UPDATE policy with USING (true) for anon; a row condition is fine', async () => {
      await db.exec(`create table public.posts (id int primary key, user_id uuid); alter table public.posts enable row level security;
      create policy "anyone edits" on public.posts for update to anon using (true);
      create policy "public read" on public.posts for select to anon using (true);`)
      const found = await findings(db, rlsPolicyAlwaysTrue)
      expect(found.map((f) => f.key)).toEqual(['public.posts.anyone edits'])
      expect(found[0]!.detail).toContain('USING and WITH CHECK are always true')
      await db.exec(`drop policy "anyone edits" on public.posts;
      create policy "own rows" on public.posts for update to anon using (user_id = auth.uid()) with check (user_id = auth.uid());`)
      expect(await findings(db, rlsPolicyAlwaysTrue)).toEqual([])
    })

    it('sensitive_columns_exposed: a password column readable by anon without RLS, gone once RLS is on', async () => {
      await db.exec(`create table public.accounts (id int primary key, email text, "Password" text, api_key text);
      create table public.plain (id int primary key, title text);`)
      const found = await findings(db, sensitiveColumnsExposed)
      expect(found.map((f) => f.entity)).toEqual(['public.accounts'])
      expect(found[0]!.detail).toContain('Password, api_key')
      await applyFix(sensitiveColumnsExposed)
      expect(await findings(db, sensitiveColumnsExposed)).toEqual([])
    })

    it("security_definer_view: a view anon reads with its owner's rights; security_invoker fixes it", async () => {
      await db.exec(
        `create table public.posts (id int primary key); create view public.post_ids as select id from public.posts;`,
      )
      expect((await findings(db, securityDefinerView)).map((f) => f.entity)).toEqual(['public.post_ids'])
      await applyFix(securityDefinerView)
      expect(await findings(db, securityDefinerView)).toEqual([])
    })

    it('materialized_view_in_api: readable by the API roles until SELECT is revoked', async () => {
      await db.exec(
        `create table public.posts (id int primary key); create materialized view public.post_count as select count(*) from public.posts;`,
      )
      const [finding] = await findings(db, materializedViewInApi)
      expect(finding?.fixSql).toBe('revoke select on "public"."post_count" from "anon", "authenticated";')
      await applyFix(materializedViewInApi)
      expect(await findings(db, materializedViewInApi)).toEqual([])
    })

    it('foreign_table_in_api: readable by the API roles until SELECT is revoked', async () => {
      await db.exec(`create foreign data wrapper lint_fdw; create server lint_server foreign data wrapper lint_fdw;
      create foreign table public.remote (id int) server lint_server;`)
      try {
        expect((await findings(db, foreignTableInApi)).map((f) => f.entity)).toEqual(['public.remote'])
        await applyFix(foreignTableInApi)
        expect(await findings(db, foreignTableInApi)).toEqual([])
      } finally {
        await db.exec(`drop foreign data wrapper lint_fdw cascade`)
      }
    })

    it('auth_users_exposed: a public view over auth.users that anon reads, until revoked', async () => {
      await db.exec(`create table auth.users (id uuid primary key, email text unique);
      create view public.user_emails as select email from auth.users;
      create view public.safe as select 1 as one;`)
      expect((await findings(db, authUsersExposed)).map((f) => f.entity)).toEqual(['public.user_emails'])
      await applyFix(authUsersExposed)
      expect(await findings(db, authUsersExposed)).toEqual([])
    })

    it('fkey_to_auth_unique: a foreign key to auth.users(email); one to auth.users(id) is fine', async () => {
      await db.exec(`create table auth.users (id uuid primary key, email text unique);
      create table public.profiles (id int primary key, email text references auth.users (email));`)
      expect((await findings(db, fkeyToAuthUnique)).map((f) => f.key)).toEqual(['public.profiles.profiles_email_fkey'])
      await db.exec(
        `drop table public.profiles; create table public.profiles (id uuid primary key references auth.users (id));`,
      )
      expect(await findings(db, fkeyToAuthUnique)).toEqual([])
    })

    it('function_search_path_mutable: a function without search_path, gone once set', async () => {
      await db.exec(
        `create function public.add_one(x int, y text default 'a') returns int language sql as 'select x + 1';`,
      )
      const [finding] = await findings(db, functionSearchPathMutable)
      expect(finding?.entity).toBe('public.add_one(x integer, y text)')
      await applyFix(functionSearchPathMutable)
      expect(await findings(db, functionSearchPathMutable)).toEqual([])
    })

    it('security definer functions executable by anon and authenticated, until EXECUTE is revoked', async () => {
      await db.exec(`create function public.admin_count() returns bigint language sql security definer set search_path = '' as 'select 1::bigint';
      create function public.plain() returns int language sql set search_path = '' as 'select 1';`)
      expect((await findings(db, anonSecurityDefinerFunctionExecutable)).map((f) => f.entity)).toEqual([
        'public.admin_count()',
      ])
      expect((await findings(db, authenticatedSecurityDefinerFunctionExecutable)).map((f) => f.entity)).toEqual([
        'public.admin_count()',
      ])
      await applyFix(anonSecurityDefinerFunctionExecutable)
      expect(await findings(db, anonSecurityDefinerFunctionExecutable)).toEqual([])
      await db.exec(`grant execute on function public.admin_count() to authenticated`)
      expect(await findings(db, authenticatedSecurityDefinerFunctionExecutable)).toHaveLength(1)
      await applyFix(authenticatedSecurityDefinerFunctionExecutable)
      expect(await findings(db, authenticatedSecurityDefinerFunctionExecutable)).toEqual([])
    })

    it('rls_references_user_metadata: a policy trusting user_metadata; app_metadata is fine', async () => {
      await db.exec(`create table public.docs (id int primary key); alter table public.docs enable row level security;
      create policy "admins" on public.docs for select using ((auth.jwt() -> 'user_metadata' ->> 'role') = 'admin');`)
      expect((await findings(db, rlsReferencesUserMetadata)).map((f) => f.key)).toEqual(['public.docs.admins'])
      await db.exec(`drop policy "admins" on public.docs;
      create policy "admins" on public.docs for select using ((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin');`)
      expect(await findings(db, rlsReferencesUserMetadata)).toEqual([])
    })

    it('extension_in_public: an extension in public, moved to extensions by the fix', async () => {
      await db.exec(`create extension pg_stat_statements schema public`)
      expect((await findings(db, extensionInPublic)).map((f) => f.entity)).toEqual(['pg_stat_statements'])
      await applyFix(extensionInPublic)
      expect(await findings(db, extensionInPublic)).toEqual([])
      await db.exec(`drop extension pg_stat_statements`)
    })

    it('extension_versions_outdated: an older installed version, current after the update', async () => {
      await db.exec(
        `create schema if not exists extensions; create extension pg_stat_statements version '1.9' schema extensions`,
      )
      const [finding] = await findings(db, extensionVersionsOutdated)
      expect(finding?.detail).toMatch(/pg_stat_statements is at version 1\.9; version 1\.\d+ is available/)
      await applyFix(extensionVersionsOutdated)
      expect(await findings(db, extensionVersionsOutdated)).toEqual([])
      await db.exec(`drop extension pg_stat_statements`)
    })

    it('unsupported_reg_types: a regproc column; regclass is allowed', async () => {
      await db.exec(`create table public.handlers (id int primary key, fn regproc, rel regclass);`)
      expect((await findings(db, unsupportedRegTypes)).map((f) => f.key)).toEqual(['public.handlers.fn'])
      await db.exec(`alter table public.handlers drop column fn`)
      expect(await findings(db, unsupportedRegTypes)).toEqual([])
    })
  })
})
