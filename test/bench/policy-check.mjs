// The policy check (issue 34 item 3) for `npm run bench`: a table with 10 policies, the check of an
// update as a user, its pg-meta round trip (the one call the dashboard makes) on the mock (PGlite in
// the mock server's process) and on PostgreSQL 15 (a throwaway cluster behind postgres-meta,
// test/e2e/support/self-hosted.ts; skipped with a note when the tools are missing). Median of RUNS.
/* global performance -- Node's */
import { tsImport } from 'tsx/esm/api'

export const POLICY_CHECK_BUDGET_MS = 300
const RUNS = 7
const REF = 'acmeblogprod01'
const OWNER = '11111111-1111-1111-1111-111111111111'

/** The table with 10 policies (every command, permissive and restrictive), roles and auth.uid() where missing. */
const SEED = `
do $$ begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
end $$;
create schema if not exists auth;
create or replace function auth.uid() returns uuid language sql stable as $$ select nullif(current_setting('request.jwt.claims', true)::jsonb ->> 'sub', '')::uuid $$;
grant usage on schema auth to anon, authenticated;
drop table if exists public.bench_policy_check;
create table public.bench_policy_check (id int primary key, user_id uuid, team int, body text, archived boolean default false);
insert into public.bench_policy_check select i, case when i % 2 = 0 then '${OWNER}'::uuid end, i % 10, 'row ' || i, false from generate_series(1, 10000) i;
grant usage on schema public to anon, authenticated;
grant select, insert, update, delete on public.bench_policy_check to anon, authenticated;
alter table public.bench_policy_check enable row level security;
create policy p1 on public.bench_policy_check for select to authenticated using (auth.uid() = user_id);
create policy p2 on public.bench_policy_check for select to anon using (not archived);
create policy p3 on public.bench_policy_check as restrictive for select to authenticated using (not archived);
create policy p4 on public.bench_policy_check for update to authenticated using (auth.uid() = user_id) with check (auth.uid() = user_id);
create policy p5 on public.bench_policy_check for update to authenticated using (team = 3);
create policy p6 on public.bench_policy_check as restrictive for update to authenticated using (body is not null) with check (length(body) < 100);
create policy p7 on public.bench_policy_check for insert to authenticated with check (auth.uid() = user_id);
create policy p8 on public.bench_policy_check for delete to authenticated using (auth.uid() = user_id);
create policy p9 on public.bench_policy_check for all to authenticated using (team in (1, 2, 3)) with check (team between 0 and 9);
create policy p10 on public.bench_policy_check for all to public using (current_setting('request.jwt.claims', true)::jsonb ->> 'role' = 'service_role');
analyze public.bench_policy_check;`

async function checkText() {
  const { policyCheckSql } = await tsImport('../../src/features/database/sql/policy-check.ts', import.meta.url)
  const choice = { kind: 'user', user: { id: OWNER, email: 'bench@example.com', phone: null, app_metadata: {}, user_metadata: {}, is_anonymous: false }, sessionId: 'bench' }
  return policyCheckSql({ table: { schema: 'public', name: 'bench_policy_check' }, operation: 'update', choice, ref: REF, row: { key: { id: '2' }, changes: { body: 'changed' } } }).sql
}

// An update's check weighs 8 of the 10 (ALL, UPDATE and SELECT; not the INSERT and DELETE ones).
/** Median round trip of the check through `run`, after one warm-up; throws when the answer is not a check. */
async function measure(run) {
  const sql = await checkText()
  const times = []
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now()
    const rows = await run(sql)
    const elapsed = performance.now() - started
    if (!rows[0]?.result?.policies || rows[0].result.policies.length !== 8) throw new Error(`Unexpected answer: ${JSON.stringify(rows).slice(0, 300)}`)
    if (i > 0) times.push(elapsed)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]
}

const row = (label, ms) => [label, `${Math.round(ms)} ms`, `${POLICY_CHECK_BUDGET_MS} ms`, ms <= POLICY_CHECK_BUDGET_MS ? 'ok' : 'OVER BUDGET']

async function onMock({ apiBase, authUrl, demo }) {
  const token = (await (await fetch(`${authUrl}/token?grant_type=password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(demo) })).json()).access_token
  const run = async (query) => {
    const response = await fetch(`${apiBase}/platform/pg-meta/${REF}/query`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', authorization: `Bearer ${token}`, 'x-connection-encrypted': 'postgresql://bench' },
      body: JSON.stringify({ query }),
    })
    const body = await response.json()
    if (!response.ok) throw new Error(`${query.slice(0, 80)}: ${body.message}`)
    return body
  }
  await run(SEED)
  try {
    return await measure(run)
  } finally {
    await run('drop table public.bench_policy_check')
  }
}

async function onPostgres() {
  const { missingTools, startSelfHosted } = await tsImport('../e2e/support/self-hosted.ts', import.meta.url)
  const missing = missingTools()
  if (missing.length) return { skipped: `needs ${missing.join('; ')}` }
  console.log('  PostgreSQL 15: starting a throwaway cluster and postgres-meta…')
  const topology = await startSelfHosted()
  try {
    const run = async (query) => {
      const response = await fetch(`${topology.pgMetaUrl}/query`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) })
      const body = await response.json()
      if (!response.ok) throw new Error(`${query.slice(0, 80)}: ${body.error ?? body.message}`)
      return body
    }
    await run(SEED)
    return { ms: await measure(run) }
  } finally {
    await topology.close()
  }
}

/** Prints the figures beside the budget; answers the exit code. */
export async function benchPolicyCheck(options) {
  const rows = [row('check of an update, 10 policies, on the mock (pg-meta round trip)', await onMock(options))]
  const pg = await onPostgres()
  if (pg.skipped) console.log(`\nPolicy check on PostgreSQL 15: skipped (${pg.skipped})`)
  else rows.push(row('check of an update, 10 policies, on PostgreSQL 15 (postgres-meta round trip)', pg.ms))
  console.log('\nPolicy check (issue 34)\n')
  console.log(options.table([['', 'measured', 'budget', ''], ...rows]))
  return rows.some((r) => r[3] === 'OVER BUDGET') ? 1 : 0
}
