import { describe, expect, it } from 'vitest'
import { SEED_SQL } from '@mocks/pglite/seed'
import { duplicateIndex, invalidIndex, unindexedForeignKeys, unusedIndex } from './indexes'
import { authRlsInitplan, multiplePermissivePolicies, wrapAuthCalls } from './policies'
import { LINTS } from './registry'
import { noPrimaryKey, tableBloat } from './tables'
import { findings, lintTestDatabase, TEST_DATABASES, runLints } from './test-helpers'
import type { Lint } from './types'

describe.each(TEST_DATABASES)('on $name', (target) => {
  const db = lintTestDatabase(target)
  const applyFix = (lint: Lint) => db.applyFix(lint)

  describe('performance lints', () => {
    it('unindexed_foreign_keys: a foreign key without an index, covered by the fix', async () => {
      await db.exec(`create table public.authors (id int primary key);
      create table public.books (id int primary key, author_id int references public.authors (id));`)
      const [finding] = await findings(db, unindexedForeignKeys)
      expect(finding?.fixSql).toBe('create index on "public"."books" ("author_id");')
      await applyFix(unindexedForeignKeys)
      expect(await findings(db, unindexedForeignKeys)).toEqual([])
    })

    it('auth_rls_initplan: a policy calling auth.uid() per row, rewritten by the fix with the same meaning', async () => {
      await db.exec(`create table public.todos (id int primary key, user_id uuid); alter table public.todos enable row level security;
      create policy "own" on public.todos for all to authenticated using (auth.uid() = user_id) with check (auth.uid() = user_id);`)
      const [finding] = await findings(db, authRlsInitplan)
      expect(finding?.key).toBe('public.todos.own')
      await applyFix(authRlsInitplan)
      expect(await findings(db, authRlsInitplan)).toEqual([])
      const { rows } = await db.query<{ qual: string }>(`select qual from pg_policies where policyname = 'own'`)
      expect(rows[0]!.qual).toMatch(/SELECT auth\.uid\(\)/)
    })

    it('lints that need the auth schema or auth.users run only where those exist', async () => {
      const withAuth = (await runLints(db, LINTS)).map((r) => r.lint.name)
      expect(withAuth).toContain('auth_rls_initplan')
      expect(withAuth).not.toContain('auth_users_exposed')
      await db.exec(`create table auth.users (id uuid primary key)`)
      expect((await runLints(db, LINTS)).map((r) => r.lint.name)).toContain('auth_users_exposed')
      await db.exec(`drop schema auth cascade`)
      const plain = (await runLints(db, LINTS)).map((r) => r.lint.name)
      expect(plain).not.toContain('auth_rls_initplan')
      expect(plain).not.toContain('rls_references_user_metadata')
      expect(plain).toContain('rls_disabled_in_public')
    })

    it('wrapAuthCalls wraps only bare calls', () => {
      expect(wrapAuthCalls('(auth.uid() = user_id) AND (( SELECT auth.jwt() AS jwt) IS NOT NULL)')).toBe(
        '((select auth.uid()) = user_id) AND (( SELECT auth.jwt() AS jwt) IS NOT NULL)',
      )
    })

    it('no_primary_key: a table without one; with one it is fine', async () => {
      await db.exec(`create table public.events (at timestamptz, name text);`)
      expect((await findings(db, noPrimaryKey)).map((f) => f.entity)).toEqual(['public.events'])
      await db.exec(`alter table public.events add column id bigint generated always as identity primary key`)
      expect(await findings(db, noPrimaryKey)).toEqual([])
    })

    it('unused_index: an index no query used, cleared once a query uses it', async () => {
      await db.exec(`create table public.logs (id int primary key, level text); create index logs_level_idx on public.logs (level);
      insert into public.logs select g, 'info' from generate_series(1, 200) g; analyze public.logs;`)
      expect((await findings(db, unusedIndex)).map((f) => f.key)).toEqual(['public.logs_level_idx'])
      await db.exec(`set enable_seqscan = off`)
      await db.query(`select * from public.logs where level = 'warn'`)
      await db.exec(`reset enable_seqscan; select pg_stat_force_next_flush();`)
      await db.query('select 1')
      expect(await findings(db, unusedIndex)).toEqual([])
    })

    it('unused_index leaves out an index that serves a foreign key (the unindexed_foreign_keys fix)', async () => {
      await db.exec(`create table public.authors (id int primary key);
      create table public.books (id int primary key, author_id int references public.authors, title text);
      create index books_author_idx on public.books (author_id); create index books_title_idx on public.books (title);`)
      expect((await findings(db, unusedIndex)).map((f) => f.key)).toEqual(['public.books_title_idx'])
      expect(await findings(db, unindexedForeignKeys)).toEqual([])
    })

    it('multiple_permissive_policies: two permissive SELECT policies for anon; one is fine', async () => {
      await db.exec(`create table public.posts (id int primary key, published bool); alter table public.posts enable row level security;
      create policy "published" on public.posts for select to anon using (published);
      create policy "featured" on public.posts for select to anon using (id < 10);`)
      const found = await findings(db, multiplePermissivePolicies)
      expect(found.map((f) => f.key)).toEqual(['public.posts.anon.SELECT'])
      expect(found[0]!.detail).toContain('featured, published')
      await db.exec(`drop policy "featured" on public.posts`)
      expect(await findings(db, multiplePermissivePolicies)).toEqual([])
    })

    it("duplicate_index: identical indexes; the fix keeps the constraint's own", async () => {
      await db.exec(`create table public.users (id int primary key, email text);
      create unique index users_id_copy on public.users (id);
      create index users_email_a on public.users (email); create index users_email_b on public.users (email);
      create index users_email_lower on public.users (lower(email));`)
      const found = await findings(db, duplicateIndex)
      expect(found.map((f) => f.detail)).toEqual([
        'Table public.users has identical indexes users_email_a, users_email_b.',
        'Table public.users has identical indexes users_pkey, users_id_copy.',
      ])
      expect(found[1]!.fixSql).toBe('drop index "public"."users_id_copy";')
      for (const finding of found) await db.exec(finding.fixSql!)
      expect(await findings(db, duplicateIndex)).toEqual([])
    })

    it('invalid_index: an index marked invalid, rebuilt by the fix', async () => {
      await db.exec(`create table public.items (id int primary key, sku text); create index items_sku_idx on public.items (sku);
      update pg_index set indisvalid = false where indexrelid = 'public.items_sku_idx'::regclass;`)
      expect((await findings(db, invalidIndex)).map((f) => f.key)).toEqual(['public.items_sku_idx'])
      await applyFix(invalidIndex)
      expect(await findings(db, invalidIndex)).toEqual([])
    })

    it('table_bloat: a table whose pages are mostly dead rows, compacted by the fix', async () => {
      await db.exec(`create table public.churn (id int primary key, body text);
      insert into public.churn select g, repeat('x', 1000) from generate_series(1, 26000) g;
      delete from public.churn where id > 200; analyze public.churn;`)
      const [finding] = await findings(db, tableBloat)
      expect(finding?.entity).toBe('public.churn')
      expect(finding?.detail).toMatch(/wastes about \d+ MB/)
      await applyFix(tableBloat)
      await db.exec('analyze public.churn')
      expect(await findings(db, tableBloat)).toEqual([])
      await db.exec('drop table public.churn')
    }, 60_000)
  })

  describe('all lints together', () => {
    it('run in one statement on the seeded shop and name what they find', async () => {
      await db.exec(`drop schema public cascade; drop schema auth cascade; create schema public;`)
      await db.exec(SEED_SQL)
      const results = await runLints(db, LINTS)
      const found = Object.fromEntries(
        results.filter((r) => r.findings.length).map((r) => [r.lint.name, r.findings.map((f) => f.key)]),
      )
      expect(found).toEqual({
        unindexed_foreign_keys: [
          'public.order_items.order_items_order_id_fkey',
          'public.order_items.order_items_product_id_fkey',
          'public.orders.orders_customer_id_fkey',
        ],
        rls_disabled_in_public: ['public.customers', 'public.order_items', 'public.orders', 'public.products'],
      })
    })

    it('every lint has a distinct name and a description, remediation and title', () => {
      expect(new Set(LINTS.map((l) => l.name)).size).toBe(LINTS.length)
      for (const lint of LINTS) {
        expect(lint.title && lint.description && lint.remediation, lint.name).toBeTruthy()
      }
    })
  })
})
