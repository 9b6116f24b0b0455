import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeededDatabase } from '@mocks/pglite/database'
import { GOTRUE_SCHEMA_SQL } from '@mocks/pglite/seed-auth'
import { PLATFORM_SEED_SQL } from '@mocks/pglite/seed-platform'
import { TEST_DATABASES, type TestDatabase } from '../lints/test-helpers'
import { SQL_QUICKSTARTS } from './quickstarts'
import { SQL_SCRIPTS } from './scripts'
import type { SqlTemplate } from './template'

const ALL: readonly SqlTemplate[] = [...SQL_SCRIPTS, ...SQL_QUICKSTARTS]

describe('the SQL editor templates', () => {
  it('offers at least 15 scripts and the 4 quickstarts, each with a unique id, a title, a description and SQL', () => {
    expect(SQL_SCRIPTS.length).toBeGreaterThanOrEqual(15)
    expect(SQL_QUICKSTARTS.map((q) => q.id)).toEqual(['countries', 'todo-list', 'user-profiles', 'vector-search'])
    expect(new Set(ALL.map((t) => t.id)).size).toBe(ALL.length)
    for (const t of ALL) {
      expect(t.title.trim(), t.id).not.toBe('')
      expect(t.description.trim(), t.id).not.toBe('')
      expect(t.sql.trim(), t.id).not.toBe('')
    }
  })

  it('never drops or recreates the supabase_realtime publication (Studio’s do)', () => {
    for (const t of ALL) {
      expect(t.sql, t.id).not.toMatch(/drop\s+publication/i)
      expect(t.sql, t.id).not.toMatch(/create\s+publication/i)
    }
  })
})

/**
 * The hosted project's parts the scripts rely on, for the throwaway PostgreSQL 15 (the mock's demo
 * database has them from its seed): the API roles, GoTrue's tables, the auth helpers, the publication.
 */
const PROJECT_SQL = /* SQL */ `
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin; end if;
end $$;
${GOTRUE_SCHEMA_SQL}
${PLATFORM_SEED_SQL}
`

const TARGETS = [
  {
    name: 'the mock’s demo database (PGlite, Postgres 18)',
    open: async (): Promise<TestDatabase> => createSeededDatabase(),
  },
  {
    name: 'PostgreSQL 15',
    open: async (): Promise<TestDatabase> => {
      const db = await TEST_DATABASES[1].open()
      await db.exec(PROJECT_SQL)
      return db
    },
  },
]

/**
 * Each template runs whole, as the SQL editor sends it, in a transaction rolled back afterwards so that
 * every one starts from the same database. A template that needs an extension the engine does not ship
 * is skipped there: `vector` is in neither PGlite's packages nor Debian's PostgreSQL 15 here. The
 * pg_stat_statements scripts run after `create extension` (both engines preload it).
 */
describe.each(TARGETS)('each template runs on $name', (target) => {
  let db: TestDatabase
  let available: Set<string>
  beforeAll(async () => {
    db = await target.open()
    const { rows } = await db.query<{ name: string }>('select name from pg_available_extensions')
    available = new Set(rows.map((row) => row.name))
    await db.exec('create schema if not exists extensions')
    if (available.has('pg_stat_statements'))
      await db.exec('create extension if not exists pg_stat_statements with schema extensions')
  }, 240_000)
  afterAll(() => db.close())

  it.for(ALL.map((t) => [t.id, t] as const))('%s', async ([, template], { skip }) => {
    if (template.needs && !available.has(template.needs.extension))
      skip(`${template.needs.extension} is not available here`)
    await db.exec('begin')
    try {
      await db.exec(template.sql)
    } finally {
      await db.exec('rollback')
    }
  })

  it('the publication keeps its tables after the realtime script', async () => {
    await db.exec('begin')
    try {
      await db.exec(
        'create table public.kept (id int primary key); alter publication supabase_realtime add table public.kept',
      )
      await db.exec(SQL_SCRIPTS.find((t) => t.id === 'enable-realtime')!.sql)
      const { rows } = await db.query<{ tablename: string }>(
        `select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by tablename`,
      )
      expect(rows.map((row) => row.tablename)).toEqual(['kept', 'messages'])
    } finally {
      await db.exec('rollback')
    }
  })

  it('the user profiles trigger creates a profile when a user signs up', async () => {
    await db.exec('begin')
    try {
      await db.exec(SQL_QUICKSTARTS.find((t) => t.id === 'user-profiles')!.sql)
      await db.exec(`insert into auth.users (id, email, raw_user_meta_data, is_sso_user, is_anonymous)
        values ('7d3f6d38-35a6-4d8b-9c3e-2f1f1c7e8a01', 'new@example.com', '{"full_name": "Ada New"}', false, false)`)
      const { rows } = await db.query(
        `select full_name from public.profiles where id = '7d3f6d38-35a6-4d8b-9c3e-2f1f1c7e8a01'`,
      )
      expect(rows).toEqual([{ full_name: 'Ada New' }])
    } finally {
      await db.exec('rollback')
    }
  })
})
