import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { startPostgresCluster } from '../../../../../test/support/postgres-cluster'
import { longestRunningQueriesSql, signalBackendSql } from './activity'
import { reportBatchSql } from './batch'
import { tableBloatSql } from './bloat'
import { connectionCountsSql } from './connections'
import { cacheHitRateSql, indexHitRateSql } from './hit-rates'
import { blockingLocksSql, locksByModeSql } from './locks'
import { replicationSlotsSql } from './replication'
import { databaseSizeSql, tableSizesSql } from './size'
import { databaseCountersSql } from './throughput'

const NODE_POSTGRES = 'pg'
interface Client {
  connect(): Promise<void>
  query(sql: string): Promise<{ rows: unknown[] }>
  end(): Promise<void>
  on(event: 'error', listener: (error: Error) => void): void
}

/** One session on the database under test; PostgreSQL 15 can open more (for locks and cancels). */
interface Target {
  query(sql: string): Promise<unknown[]>
  /** Another session; undefined on the embedded Postgres, which has one. */
  session?: () => Promise<Client>
  close(): Promise<void>
}

async function embedded(): Promise<Target> {
  const db = await PGlite.create()
  return {
    query: async (sql) => (await db.exec(sql)).findLast((r) => r.rows.length > 0)?.rows ?? [],
    close: () => db.close(),
  }
}

async function postgres15(): Promise<Target> {
  const cluster = await startPostgresCluster()
  const { default: pg } = (await import(/* @vite-ignore */ NODE_POSTGRES)) as {
    default: { Client: new (options: { connectionString: string; application_name?: string }) => Client }
  }
  const clients: Client[] = []
  const session = async () => {
    const client = new pg.Client({ connectionString: cluster.url(), application_name: 'reports test' })
    // A terminated session reports its end as an error event: expected here.
    client.on('error', () => undefined)
    await client.connect()
    clients.push(client)
    return client
  }
  const main = await session()
  return {
    query: async (sql) => (await main.query(sql)).rows,
    session,
    close: async () => {
      try {
        await Promise.allSettled(clients.map((c) => c.end()))
      } finally {
        cluster.stop()
      }
    },
  }
}

async function run<T>(db: Target, built: { sql: string; schema: z.ZodMiniType<T> }) {
  return z.array(built.schema).parse(await db.query(built.sql))
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('condition not reached in 10 s')
}

describe.each([
  { name: 'the embedded Postgres (18)', open: embedded },
  { name: 'PostgreSQL 15', open: postgres15 },
])('database report builders on $name', ({ open }) => {
  let db: Target
  beforeAll(async () => {
    db = await open()
    await db.query(`create schema "Rep ""orts"""; create table "Rep ""orts"""."Big 'one'" (id int primary key, body text);
      insert into "Rep ""orts"""."Big 'one'" select g, repeat('x', 200) from generate_series(1, 4000) g;
      create table public.small (id int primary key);`)
  }, 120_000)
  afterAll(() => db?.close())

  it('reads the database size pg_database_size reports', async () => {
    const [size] = await run(db, databaseSizeSql())
    const [direct] = (await db.query(`select pg_database_size(current_database())::float8 as bytes`)) as [
      { bytes: number },
    ]
    expect(size!.database).toBe('postgres')
    expect(Math.abs(size!.bytes - direct.bytes)).toBeLessThan(256 * 1024)
  })

  it('lists the largest tables first with their table, index and total sizes', async () => {
    const tables = await run(db, tableSizesSql(5))
    expect(tables.length).toBeLessThanOrEqual(5)
    expect(tables[0]).toMatchObject({ schema: 'Rep "orts"', name: "Big 'one'" })
    const [direct] = (await db.query(
      `select pg_total_relation_size('"Rep ""orts"""."Big ''one''"')::float8 as total, pg_indexes_size('"Rep ""orts"""."Big ''one''"')::float8 as indexes`,
    )) as [{ total: number; indexes: number }]
    expect(tables[0]!.total_bytes).toBe(direct.total)
    expect(tables[0]!.index_bytes).toBe(direct.indexes)
    expect(tables.map((t) => t.total_bytes)).toEqual([...tables.map((t) => t.total_bytes)].sort((a, b) => b - a))
  })

  it('computes the cache hit rate from pg_stat_database and the index hit rate from pg_statio_user_indexes', async () => {
    await db.query(`select count(*) from "Rep ""orts"""."Big 'one'" where id between 10 and 400`)
    await db.query(`select pg_stat_force_next_flush()`).catch(() => undefined)
    const [cache] = await run(db, cacheHitRateSql())
    expect(cache!.hits).toBeGreaterThan(0)
    expect(cache!.ratio).toBeCloseTo(cache!.hits / (cache!.hits + cache!.reads), 10)
    const [index] = await run(db, indexHitRateSql())
    expect(index!.hits + index!.reads).toBeGreaterThan(0)
    expect(index!.ratio).toBeGreaterThan(0)
    expect(index!.ratio).toBeLessThanOrEqual(1)
  })

  it('reads the cumulative transaction and row counters, which grow with the work done', async () => {
    const [before] = await run(db, databaseCountersSql())
    await db.query(
      `create table public.counted (id int); insert into public.counted select generate_series(1, 300); update public.counted set id = id + 1; delete from public.counted where id > 200;`,
    )
    await db.query(`select pg_stat_force_next_flush()`).catch(() => undefined)
    await db.query(`select pg_stat_clear_snapshot()`)
    const [after] = await run(db, databaseCountersSql())
    expect(after!.commits).toBeGreaterThan(before!.commits)
    expect(after!.rows_inserted - before!.rows_inserted).toBeGreaterThanOrEqual(300)
    expect(after!.rows_updated - before!.rows_updated).toBeGreaterThanOrEqual(300)
    expect(after!.rows_deleted - before!.rows_deleted).toBeGreaterThanOrEqual(101)
  })

  it('counts the client connections by state beside max_connections', async () => {
    const [counts] = await run(db, connectionCountsSql())
    const [setting] = (await db.query(`select current_setting('max_connections')::int as max`)) as [{ max: number }]
    expect(counts!.max_connections).toBe(setting.max)
    expect(counts!.active).toBeGreaterThanOrEqual(1)
    expect(counts!.total).toBe(counts!.active + counts!.idle + counts!.idle_in_transaction + counts!.waiting)
  })

  it('estimates bloat: a table whose rows were all updated wastes about half its pages', async () => {
    await db.query(`create table public.churn (id int primary key, body text) with (autovacuum_enabled = false);
      insert into public.churn select g, repeat('y', 100) from generate_series(1, 5000) g;
      update public.churn set body = repeat('z', 100);
      analyze public.churn;`)
    const rows = await run(db, tableBloatSql(50))
    const churn = rows.find((r) => r.schema === 'public' && r.name === 'churn')
    expect(churn).toBeDefined()
    expect(churn!.bloat_ratio).toBeGreaterThan(0.3)
    expect(churn!.bloat_ratio).toBeLessThan(0.7)
    expect(churn!.wasted_bytes).toBeCloseTo(churn!.table_bytes - churn!.expected_bytes, 0)
    expect(churn!.dead_rows).toBeGreaterThanOrEqual(0)
  })

  it('lists replication slots (none yet) and runs the activity and lock reports', async () => {
    expect(await run(db, replicationSlotsSql())).toEqual([])
    expect(await run(db, longestRunningQueriesSql())).toEqual([])
    expect(await run(db, blockingLocksSql())).toEqual([])
    await run(db, locksByModeSql())
    expect(await run(db, signalBackendSql('cancel', 999_999, '2026-01-01 00:00:00+00'))).toEqual([{ signalled: false }])
  })

  it('reads several reports in one statement, each with the rows it answers on its own (issue 26 item 5)', async () => {
    const reports = {
      'table-sizes': tableSizesSql(5),
      'replication-slots': replicationSlotsSql(),
      'running-queries': longestRunningQueriesSql(),
      'blocking-locks': blockingLocksSql(),
      'bloat "estimate"': tableBloatSql(50),
      connections: connectionCountsSql(),
    }
    const batch = reportBatchSql(Object.entries(reports).map(([key, built]) => ({ key, sql: built.sql })))
    const [row] = await run(db, batch)
    for (const [key, built] of Object.entries(reports)) {
      expect(row![key], key).toEqual(await db.query(built.sql))
    }
    // Counters move with every statement: the same figures, as numbers, a moment apart.
    const [counts] = await run(db, reportBatchSql([{ key: 'c', sql: cacheHitRateSql().sql }, { key: 's', sql: databaseSizeSql().sql }]))
    const [cache] = z.array(cacheHitRateSql().schema).parse(counts!.c)
    expect(cache!.hits).toBeGreaterThan(0)
    expect(z.array(databaseSizeSql().schema).parse(counts!.s)).toEqual([{ database: 'postgres', bytes: expect.any(Number) }])
    expect(() => reportBatchSql([])).toThrow('at least one report')
    expect(() => reportBatchSql([{ key: 'a', sql: 'select 1' }, { key: 'a', sql: 'select 2' }])).toThrow('its own key')
  })

  it('refuses a process id that is not a positive integer', () => {
    expect(() => signalBackendSql('terminate', 1.5, 'now')).toThrow('Invalid process id')
    expect(() => signalBackendSql('terminate', -1, 'now')).toThrow('Invalid process id')
  })
})

describe('database report builders with several sessions on PostgreSQL 15', () => {
  let db: Target
  beforeAll(async () => {
    db = await postgres15()
    await db.query(`create table public.locked_items (id int primary key); insert into public.locked_items values (1);`)
  }, 120_000)
  afterAll(() => db?.close())

  it('shows a long query, cancels it only while it still runs, and terminates an idle transaction', async () => {
    const sleeper = await db.session!()
    const sleeping = sleeper.query('select pg_sleep(60) /* long one */').then(
      () => 'finished',
      (error: Error) => error.message,
    )
    const [running] = await until(
      () => run(db, longestRunningQueriesSql()),
      (rows) => rows.some((r) => r.query.includes('long one')),
    )
    expect(running).toMatchObject({
      user: 'postgres',
      state: 'active',
      application: 'reports test',
      query: 'select pg_sleep(60) /* long one */',
    })
    expect(running!.duration_s).toBeGreaterThanOrEqual(0)
    // A statement start that does not match (another statement of the same session) is left alone.
    expect(await run(db, signalBackendSql('cancel', running!.pid, '2000-01-01 00:00:00+00'))).toEqual([
      { signalled: false },
    ])
    expect(await run(db, signalBackendSql('cancel', running!.pid, running!.query_start))).toEqual([{ signalled: true }])
    expect(await sleeping).toBe('canceling statement due to user request')

    const idle = await db.session!()
    await idle.query(`begin; select 1 /* idle one */`)
    const [open] = (
      await until(
        () => run(db, longestRunningQueriesSql()),
        (rows) => rows.some((r) => r.query.includes('idle one')),
      )
    ).filter((r) => r.query.includes('idle one'))
    expect(open!.state).toBe('idle in transaction')
    const [before] = await run(db, connectionCountsSql())
    expect(before!.idle_in_transaction).toBeGreaterThanOrEqual(1)
    expect(await run(db, signalBackendSql('terminate', open!.pid, open!.query_start))).toEqual([{ signalled: true }])
    await until(
      () =>
        db.query(`select count(*)::int as n from pg_stat_activity where pid = ${open!.pid}`) as Promise<
          [{ n: number }]
        >,
      ([row]) => row.n === 0,
    )
  }, 60_000)

  it('shows who blocks whom, the lock modes and the waiting connection', async () => {
    const holder = await db.session!()
    const waiter = await db.session!()
    await holder.query(`begin; lock table public.locked_items in access exclusive mode`)
    const waiting = waiter.query(`select * from public.locked_items`).catch(() => undefined)
    const [pair] = await until(
      () => run(db, blockingLocksSql()),
      (rows) => rows.length > 0,
    )
    const [holderPid] = (await holder.query('select pg_backend_pid()::int as pid')).rows as [{ pid: number }]
    expect(pair).toMatchObject({
      blocking_pid: holderPid.pid,
      blocking_state: 'idle in transaction',
      blocked_query: 'select * from public.locked_items',
      relation: 'locked_items',
    })
    const modes = await run(db, locksByModeSql())
    expect(modes.find((m) => m.mode === 'AccessExclusiveLock')?.granted).toBeGreaterThanOrEqual(1)
    expect(modes.find((m) => m.mode === 'AccessShareLock')?.waiting).toBe(1)
    const [counts] = await run(db, connectionCountsSql())
    expect(counts!.waiting).toBe(1)
    await holder.query('rollback')
    await waiting
  }, 60_000)

  it('measures the WAL a replication slot keeps', async () => {
    await db.query(`select pg_create_physical_replication_slot('reports_slot', true)`)
    try {
      const slots = await run(db, replicationSlotsSql())
      expect(slots).toEqual([
        expect.objectContaining({ name: 'reports_slot', slot_type: 'physical', active: false, wal_status: 'reserved' }),
      ])
      expect(slots[0]!.retained_bytes).toBeGreaterThanOrEqual(0)
    } finally {
      await db.query(`select pg_drop_replication_slot('reports_slot')`)
    }
  })
})
