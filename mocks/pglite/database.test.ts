import { describe, expect, it } from 'vitest'
import { shrink } from '../../build-tools/mock-pgdata'
import { createSeededDatabase, reseedDatabase, runSql } from './database'

describe('createSeededDatabase from a seeded tarball', () => {
  it('loads the tarball instead of running the seed, with a vault key of its own; an unreadable one falls back to the seed', async () => {
    const source = await createSeededDatabase()
    const key = async (db: Awaited<ReturnType<typeof createSeededDatabase>>) =>
      (await db.query<{ key: string }>('select key from vault.encryption_key')).rows[0]?.key
    const sourceKey = await key(source)
    await source.exec('create table public.only_in_tarball (id int)')
    await source.exec('checkpoint')
    const tarball = await source.dumpDataDir('none')
    await source.close()

    const loaded = await createSeededDatabase({ seededDataDir: () => Promise.resolve(tarball) })
    try {
      // The tarball's content, not a fresh seed: the table made before the dump is there.
      expect((await loaded.query('select count(*)::int as n from public.only_in_tarball')).rows).toEqual([{ n: 0 }])
      expect((await loaded.query('select count(*)::int as n from public.customers')).rows).toEqual([{ n: 8 }])
      const loadedKey = await key(loaded)
      expect(loadedKey).toMatch(/^[0-9a-f]{64}$/)
      expect(loadedKey).not.toBe(sourceKey)
    } finally {
      await loaded.close()
    }

    // A download that fails once PGlite reads it (the browser's tarball arrives while PGlite starts).
    class FailedDownload extends Blob {
      override arrayBuffer(): Promise<ArrayBuffer> {
        return Promise.reject(new Error('network down'))
      }
    }
    const fallback = await createSeededDatabase({ seededDataDir: () => Promise.resolve(new FailedDownload([])) })
    try {
      expect((await fallback.query('select count(*)::int as n from public.customers')).rows).toEqual([{ n: 8 }])
      expect((await fallback.query(`select to_regclass('public.only_in_tarball') as t`)).rows).toEqual([{ t: null }])
    } finally {
      await fallback.close()
    }
  }, 240_000)
})

describe('the template databases, left out of the seeded tarball', () => {
  it('are loaded the first time a statement needs them: create database works in a demo made from the tarball', async () => {
    const source = await createSeededDatabase()
    await source.exec('checkpoint')
    const templates = await shrink(source)
    const tarball = await source.dumpDataDir('none')
    await source.close()

    // Without them (the defect: a demo's `create database` failed on a missing file of template1).
    const without = await createSeededDatabase({ seededDataDir: () => Promise.resolve(tarball) })
    try {
      const outcome = await runSql(without, 'create database scratch')
      expect(outcome).toMatchObject({ ok: false, message: expect.stringContaining('base/1/') })
    } finally {
      await without.close()
    }

    let loads = 0
    const templateDatabases = () => {
      loads++
      return Promise.resolve(new Blob([templates]))
    }
    const db = await createSeededDatabase({ seededDataDir: () => Promise.resolve(tarball), templateDatabases })
    try {
      expect(await runSql(db, 'select 1 as one')).toEqual({ ok: true, rows: [{ one: 1 }] })
      expect(loads).toBe(0)
      expect(await runSql(db, 'create database "Demo copy"')).toEqual({ ok: true, rows: [] })
      expect(await runSql(db, 'create database from_template0 template template0')).toEqual({ ok: true, rows: [] })
      expect(loads).toBe(1)
      const names = await runSql(db, `select datname from pg_database where datname in ('Demo copy', 'from_template0') order by 1`)
      expect(names).toEqual({ ok: true, rows: [{ datname: 'Demo copy' }, { datname: 'from_template0' }] })
      expect(await runSql(db, 'drop database "Demo copy"')).toEqual({ ok: true, rows: [] })
    } finally {
      await db.close()
    }
  }, 240_000)
})

describe('reseedDatabase', () => {
  it('puts the database back to the seed: user schemas, tables and wrappers with their servers go', async () => {
    const db = await createSeededDatabase()
    try {
      await db.exec(`create table public.scratch (id int); create schema reports;
        create foreign data wrapper e2e_fdw; create server e2e_server foreign data wrapper e2e_fdw;
        create user mapping for current_user server e2e_server; create foreign table public.remote (id int) server e2e_server;`)
      await reseedDatabase(db)
      const count = async (sql: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`)).rows[0]?.n
      expect(await count(`pg_namespace where nspname = 'reports'`)).toBe(0)
      expect(await count(`pg_class where relname in ('scratch', 'remote')`)).toBe(0)
      expect(await count('pg_foreign_data_wrapper')).toBe(0)
      expect(await count('pg_foreign_server')).toBe(0)
      expect(await count('public.customers')).toBe(8)
    } finally {
      await db.close()
    }
  }, 240_000)
})
