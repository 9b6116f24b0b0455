import { STORAGE_SEED_SQL } from '../../mocks/pglite/seed-storage'
import { expect, test } from './support/self-hosted'

/**
 * The policy check on real PostgreSQL 15 (through nginx and postgres-meta): an update as another user
 * is denied naming the policy and writes nothing, checked with psql. Leaves the cluster as it found
 * it: its table dropped, the authenticated role dropped again if it created it.
 */
test('policy check: an update as another user is denied naming the policy, nothing written (PostgreSQL 15)', async ({ page, selfHosted }) => {
  test.setTimeout(180_000)
  const psql = selfHosted.psql
  const hadRole = psql(`select count(*) from pg_roles where rolname = 'authenticated'`) === '1'
  if (!hadRole) psql('create role authenticated nologin')
  psql(`drop table if exists public.e2e_check_notes;
    create table public.e2e_check_notes (id int primary key, owner text not null, body text);
    insert into public.e2e_check_notes values (1, 'ada', 'first');
    grant select, update on public.e2e_check_notes to authenticated;
    alter table public.e2e_check_notes enable row level security;
    create policy "Owners read" on public.e2e_check_notes for select to authenticated using (current_setting('request.jwt.claims', true)::jsonb ->> 'sub' = owner);
    create policy "Owners update" on public.e2e_check_notes for update to authenticated
      using (current_setting('request.jwt.claims', true)::jsonb ->> 'sub' = owner) with check (current_setting('request.jwt.claims', true)::jsonb ->> 'sub' = owner);`)
  const rows = () => psql('select id, owner, body from public.e2e_check_notes order by id')
  const before = rows()
  try {
    await page.goto('/dashboard/project/default/database/policies?search=e2e_check_notes')
    const optOut = page.getByRole('button', { name: 'Opt out' })
    if (await optOut.isVisible().catch(() => false)) await optOut.click()
    const card = page.getByRole('region', { name: 'Policies of public.e2e_check_notes' })
    await card.getByRole('button', { name: 'Policy check of public.e2e_check_notes' }).click({ timeout: 30_000 })
    const dialog = page.getByRole('dialog', { name: 'Policy check: public.e2e_check_notes' })
    await dialog.getByRole('combobox', { name: 'Operation' }).click()
    await page.getByRole('option', { name: 'update' }).click()
    await dialog.getByRole('radio', { name: /Custom claims/ }).check()
    await dialog.getByRole('textbox', { name: 'Claims (JSON)' }).fill(`{"sub": "bob", "email": "o'brien@example.com"}`)
    await dialog.getByRole('textbox', { name: 'id (primary key)' }).fill('1')
    await dialog.getByRole('textbox', { name: 'Changes (JSON, optional)' }).fill('{"owner": "bob"}')
    await dialog.getByRole('button', { name: 'Check' }).click()

    const result = dialog.getByRole('region', { name: 'Policy check result' })
    await expect(result.getByRole('status')).toContainText(
      `DeniedNo permissive policy's USING is true for this row: the row is filtered out of the update ("Owners update" is false).`,
      { timeout: 30_000 },
    )
    const table = result.getByRole('table', { name: 'Policies checked' })
    // USING is false for bob on ada's row; the new row (owner bob) would pass the WITH CHECK.
    await expect(table.getByRole('row', { name: /Owners update/ })).toContainText('UPDATEpermissiveyesfalsetrue')
    await expect(result.getByText("Postgres's own attempt: the update changed 0 rows (then rolled back).")).toBeVisible()
    expect(rows()).toBe(before)

    // As the owner, the same change fails its WITH CHECK: Postgres says so, and still nothing is written.
    await dialog.getByRole('textbox', { name: 'Claims (JSON)' }).fill('{"sub": "ada"}')
    await dialog.getByRole('button', { name: 'Check' }).click()
    await expect(result.getByRole('status')).toContainText(`the new row violates the WITH CHECK ("Owners update" is false)`, { timeout: 30_000 })
    await expect(result.getByText(/Postgres's own attempt failed: new row violates row-level security policy/)).toBeVisible()
    expect(rows()).toBe(before)
  } finally {
    psql('drop table if exists public.e2e_check_notes')
    if (!hadRole) psql('drop role authenticated')
  }
})

/**
 * Storage policies on PostgreSQL 15: with the storage service's tables (and no storage service: the
 * buckets come from storage.buckets), a policy made from the own-folder template is in pg_policies and
 * lets the user's object row in, checked with psql. Everything made here is dropped again.
 */
test('storage policy from a template on PostgreSQL 15: in pg_policies, and a user may insert into their own folder', async ({ page, selfHosted }) => {
  test.setTimeout(180_000)
  const psql = selfHosted.psql
  const createdRoles = ['anon', 'authenticated', 'service_role'].filter((role) => psql(`select count(*) from pg_roles where rolname = '${role}'`) === '0')
  for (const role of createdRoles) psql(`create role ${role} nologin`)
  const hadAuth = psql(`select count(*) from pg_namespace where nspname = 'auth'`) === '1'
  if (!hadAuth) psql(`create schema auth; create function auth.uid() returns uuid language sql stable as $$ select (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid $$`)
  psql(`${STORAGE_SEED_SQL}\ninsert into storage.buckets (id, name) values ('e2e-docs', 'e2e-docs');`)
  const user = '44444444-4444-4444-4444-444444444444'
  const insertAsUser = (name: string) =>
    psql(`begin; set local role authenticated; select set_config('request.jwt.claims', '{"sub": "${user}"}', true);
      insert into storage.objects (bucket_id, name) values ('e2e-docs', '${name}'); rollback;`)
  try {
    expect(() => insertAsUser(`${user}/a.txt`)).toThrow(/row-level security/)
    await page.goto('/dashboard/project/default/storage/policies')
    const optOut = page.getByRole('button', { name: 'Opt out' })
    if (await optOut.isVisible().catch(() => false)) await optOut.click()
    const bucket = page.getByRole('region', { name: 'Policies of bucket e2e-docs' })
    await bucket.getByRole('button', { name: 'New policy for e2e-docs' }).click({ timeout: 30_000 })
    const dialog = page.getByRole('dialog', { name: 'New policy for the bucket e2e-docs' })
    await dialog.getByRole('combobox', { name: 'Start from a template' }).click()
    await page.getByRole('option', { name: 'Users reach only their own folder, named after their user id' }).click()
    await dialog.getByRole('checkbox', { name: 'SELECT (download)' }).uncheck()
    await dialog.getByRole('button', { name: 'Create policy' }).click()
    await expect(dialog).toBeHidden()
    await expect(bucket.getByRole('article', { name: 'Policy Users reach their own folder in e2e-docs' })).toContainText('allows upload')
    expect(psql(`select cmd || ' ' || roles::text from pg_policies where schemaname = 'storage' and tablename = 'objects' and policyname = 'Users reach their own folder in e2e-docs'`)).toBe('INSERT {authenticated}')
    expect(() => insertAsUser(`${user}/a.txt`)).not.toThrow()
    expect(() => insertAsUser('someone-else/a.txt')).toThrow(/row-level security/)
  } finally {
    psql('drop schema if exists storage cascade')
    if (!hadAuth) psql('drop schema if exists auth cascade')
    for (const role of createdRoles) psql(`drop role ${role}`)
  }
})
