import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { extensions } from '@mocks/pglite/extensions'
import { lintsQuery, readLintRows } from './engine'
import { lintEnvironmentQuery } from './environment'
import type { Lint, LintEnvironment, LintFinding } from './types'
import { startPostgresCluster } from '../../../../../test/support/postgres-cluster'

const NODE_POSTGRES = 'pg'
interface NodePostgres {
  Client: new (options: { connectionString: string }) => {
    connect(): Promise<void>
    query(sql: string): Promise<{ rows: unknown[] }>
    end(): Promise<void>
  }
}

/** What the lint tests need of a database: PGlite and a real Postgres (node-postgres) both give it. */
export interface TestDatabase {
  exec(sql: string): Promise<unknown>
  query<T = Record<string, unknown>>(sql: string): Promise<{ rows: T[] }>
  close(): Promise<void>
}

async function openEmbedded(): Promise<TestDatabase> {
  return PGlite.create({ extensions })
}

/** A throwaway PostgreSQL 15 cluster (pg_stat_statements preloaded) for one test file, removed on close. */
async function openPostgres15(): Promise<TestDatabase> {
  const cluster = await startPostgresCluster({ shared_preload_libraries: "'pg_stat_statements'" })
  // node-postgres comes with the dev tooling (postgres-meta); named in a variable so no bundle takes it.
  const { default: pg } = (await import(/* @vite-ignore */ NODE_POSTGRES)) as { default: NodePostgres }
  const client = new pg.Client({ connectionString: cluster.url() })
  await client.connect()
  return {
    exec: (sql) => client.query(sql),
    query: async <T>(sql: string) => ({ rows: (await client.query(sql)).rows as T[] }),
    close: async () => {
      try {
        await client.end()
      } finally {
        cluster.stop()
      }
    },
  }
}

/**
 * The databases every SQL test of the lints and query statistics runs on: the mock's embedded Postgres
 * and Debian's PostgreSQL 15, since the dashboard builds SQL for both (`describe.each(TEST_DATABASES)`).
 */
export const TEST_DATABASES = [
  { name: 'the embedded Postgres (18)', open: openEmbedded },
  { name: 'PostgreSQL 15', open: openPostgres15 },
] as const
export type TestDatabaseTarget = (typeof TEST_DATABASES)[number]

/** The environment the lints see in this database, read by the real environment query. */
export async function readEnvironment(db: TestDatabase): Promise<LintEnvironment> {
  const { sql, schema } = lintEnvironmentQuery()
  const { rows } = await db.query(sql)
  return schema.parse(rows[0])
}

/** Runs lints through the engine as the advisor does, answering each lint's findings. */
export async function runLints(db: TestDatabase, lints: readonly Lint[]) {
  const env = await readEnvironment(db)
  const { sql } = lintsQuery(lints, env)
  const { rows } = await db.query(sql)
  return readLintRows(lints, env, rows)
}

export async function findings(db: TestDatabase, lint: Lint): Promise<LintFinding[]> {
  const [result] = await runLints(db, [lint])
  return result!.findings
}

/** Roles, schemas and auth helpers of a hosted project, on a fresh public schema. */
export const PROJECT_SETUP = /* SQL */ `
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
end $$;
drop schema if exists public cascade;
drop schema if exists auth cascade;
drop schema if exists private cascade;
drop schema if exists extensions cascade;
create schema public;
create schema auth;
create schema private;
grant usage on schema public to anon, authenticated;
alter default privileges in schema public grant all on tables to anon, authenticated;
create function auth.uid() returns uuid language sql stable as $fn$ select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid $fn$;
create function auth.jwt() returns jsonb language sql stable as $fn$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $fn$;
`

/**
 * The lint tests' database for one file: opened once, put back to PROJECT_SETUP before each test.
 * Answers it as a TestDatabase, with `applyFix(lint)` running the first finding's fix SQL as the user
 * would from the SQL editor.
 */
export function lintTestDatabase(target: TestDatabaseTarget): TestDatabase & { applyFix(lint: Lint): Promise<void> } {
  let opened: TestDatabase | undefined
  beforeAll(async () => {
    opened = await target.open()
  }, 120_000)
  afterAll(() => opened?.close())
  beforeEach(async () => {
    await opened!.exec(PROJECT_SETUP)
  })
  const db: TestDatabase & { applyFix(lint: Lint): Promise<void> } = {
    exec: (sql) => opened!.exec(sql),
    query: (sql) => opened!.query(sql),
    close: () => opened!.close(),
    async applyFix(lint) {
      const [finding] = await findings(db, lint)
      expect(finding?.fixSql).toBeTruthy()
      await db.exec(finding!.fixSql!)
    },
  }
  return db
}
