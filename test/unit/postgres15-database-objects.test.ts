import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { alterCronJob, listCronJobs, listCronRuns, scheduleCronJob, unscheduleCronJob } from '@/features/database/sql/cron'
import { enableExtension, extensionStatus } from '@/features/database/sql/extensions'
import { columnPrivileges, grantColumnPrivilege } from '@/features/database/sql/privileges'
import { createHook, listHooks } from '@/features/database/sql/hooks'
import { createPostgresServer, importForeignSchema, listForeignServers, listForeignTables } from '@/features/database/sql/wrappers'
import { pgMetaOnCluster } from '../support/pg-meta-on-cluster'
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster'

/**
 * The builders on a real PostgreSQL 15 with pg_cron (Debian's postgresql-15-cron) and postgres_fdw,
 * what the mock's PGlite cannot load, run through postgres-meta's own query call (the server side of
 * CONTRACT §5), so the rows are parsed as the dashboard receives them.
 */
let cluster: PostgresCluster
let pgMeta: ReturnType<typeof pgMetaOnCluster>
const query = (sql: string, database?: string) => pgMeta.query(sql, database)

async function run<T>(built: { sql: string; schema: z.ZodMiniType<T> }): Promise<T[]> {
  return z.array(built.schema).parse(await query(built.sql))
}

describe('on PostgreSQL 15', () => {
  beforeAll(async () => {
    cluster = await startPostgresCluster({
      shared_preload_libraries: "'pg_cron'",
      'cron.database_name': "'postgres'",
      'cron.use_background_workers': 'on',
    })
    pgMeta = pgMetaOnCluster(cluster)
  }, 120_000)
  afterAll(async () => {
    await pgMeta?.end()
    cluster?.stop()
  })

  it('enables pg_cron, schedules, pauses, edits and runs a job, and keeps its run history', async () => {
    expect((await run(extensionStatus(['pg_cron'])))[0]).toMatchObject({ installed_version: null, default_version: expect.any(String) })
    await run(enableExtension({ name: 'pg_cron' }))
    expect((await run(extensionStatus(['pg_cron'])))[0]!.installed_version).toEqual(expect.any(String))

    await query('create table public.ticks (at timestamptz default now())')
    const [{ jobid } = { jobid: 0 }] = await run(scheduleCronJob({ name: "tick's", schedule: '* * * * *', command: 'insert into public.ticks default values' }))
    expect(jobid).toBeGreaterThan(0)
    expect(await run(listCronJobs())).toEqual([
      expect.objectContaining({ jobid, jobname: "tick's", schedule: '* * * * *', active: true, last_status: null, last_start: null }),
    ])
    await run(alterCronJob(jobid, { active: false }))
    expect((await run(listCronJobs()))[0]!.active).toBe(false)
    await run(alterCronJob(jobid, { active: true, schedule: '* * * * *', command: 'insert into public.ticks default values; select 1' }))
    expect((await run(listCronJobs()))[0]).toMatchObject({ active: true, command: 'insert into public.ticks default values; select 1' })

    // pg_cron starts jobs at the top of a minute: wait for the first real run.
    const deadline = Date.now() + 90_000
    let runs = await run(listCronRuns(jobid))
    while (!runs.some((r) => r.status === 'succeeded') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      runs = await run(listCronRuns(jobid))
    }
    expect(runs[0]).toMatchObject({ status: 'succeeded', start_time: expect.stringMatching(/Z$/), end_time: expect.stringMatching(/Z$/) })
    expect(runs[0]!.duration_ms).toBeGreaterThanOrEqual(0)
    expect((await query('select count(*)::int as n from public.ticks'))[0]!.n).toBeGreaterThanOrEqual(1)
    expect((await run(listCronJobs()))[0]).toMatchObject({ last_status: 'succeeded', last_start: runs[0]!.start_time })

    await run(unscheduleCronJob(jobid))
    expect(await run(listCronJobs())).toEqual([])
  }, 150_000)

  it('reports what this pg_cron says about the seconds form (accepted from pg_cron 1.5)', async () => {
    const version = String((await query(`select extversion as v from pg_extension where extname = 'pg_cron'`))[0]!.v)
    const attempt = run(scheduleCronJob({ name: 'fast', schedule: '10 seconds', command: 'select 1' }))
    if (Number(version.split('.')[1]) >= 5 || Number(version.split('.')[0]) > 1) {
      const [{ jobid } = { jobid: 0 }] = await attempt
      await run(unscheduleCronJob(jobid))
    } else {
      await expect(attempt).rejects.toThrow(/invalid schedule: 10 seconds/)
    }
  })

  it('creates a postgres_fdw server with a user mapping and imports a foreign schema', async () => {
    await query(`create database remote_shop`)
    await query(`create schema sales; create table sales.orders (id int primary key, total numeric); insert into sales.orders values (1, 9.5), (2, 20)`, 'remote_shop')

    await run(enableExtension({ name: 'postgres_fdw', schema: 'extensions' }))
    await run(createPostgresServer({ name: 'shop db', host: '127.0.0.1', port: cluster.port, dbname: 'remote_shop', user: 'postgres', password: "p'w" }))
    await run(importForeignSchema({ server: 'shop db', remoteSchema: 'sales', localSchema: 'shop', tables: [] }))
    expect(await run(listForeignServers())).toEqual([
      { name: 'shop db', wrapper: 'postgres_fdw', options: ['dbname=remote_shop', 'host=127.0.0.1', `port=${cluster.port}`], mapped_roles: ['postgres'], foreign_tables: 1 },
    ])
    expect(await run(listForeignTables())).toEqual([
      { schema: 'shop', name: 'orders', server: 'shop db', options: ['schema_name=sales', 'table_name=orders'] },
    ])
    expect(await query('select sum(total)::text as total from shop.orders')).toEqual([{ total: '29.5' }])
  }, 60_000)

  it('grants column privileges and lists hooks with the same SQL as on Postgres 18', async () => {
    await query(`create role anon nologin; create table public.people (id int, email text);
      create function public.noop() returns trigger language plpgsql as $$ begin return new; end $$`)
    await run(grantColumnPrivilege({ schema: 'public', table: 'people', column: 'email', role: 'anon', privilege: 'SELECT' }))
    expect((await run(columnPrivileges({ schema: 'public', table: 'people', role: 'anon' }))).map((r) => [r.column, r.SELECT])).toEqual([
      ['id', null],
      ['email', 'column'],
    ])
    await run(createHook({ name: 'on people', schema: 'public', table: 'people', events: ['INSERT', 'UPDATE'], target: { kind: 'function', schema: 'public', name: 'noop', timing: 'BEFORE' } }))
    await run(createHook({ name: 'people http', schema: 'public', table: 'people', events: ['DELETE'], target: { kind: 'http', request: { url: 'https://example.com', method: 'POST', headers: {}, params: {}, timeoutMs: 1000 } } }))
    expect((await run(listHooks())).map((h) => [h.name, h.timing, h.events, h.args.length])).toEqual([
      ['on people', 'BEFORE', ['INSERT', 'UPDATE'], 0],
      ['people http', 'AFTER', ['DELETE'], 5],
    ])
  })
})
