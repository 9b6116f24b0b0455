import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { describe, expect, it } from 'vitest'
import { disableExtension, enableExtension, extensionDependentsSql, extensionStatus, listExtensionsSql } from './extensions'
import { emptyDatabase, runBuilt } from './test-database'

describe('extensions', () => {
  it('tells installed, available and missing extensions apart, and enables one into a schema', async () => {
    const db = await emptyDatabase({ pgcrypto })
    const status = () => runBuilt(db, extensionStatus(['pg_cron', 'pgcrypto', 'plpgsql']))
    expect(await status()).toEqual([
      { name: 'pg_cron', installed_version: null, default_version: null, schema: null },
      { name: 'pgcrypto', installed_version: null, default_version: expect.stringMatching(/^1\.\d$/), schema: null },
      { name: 'plpgsql', installed_version: '1.0', default_version: '1.0', schema: 'pg_catalog' },
    ])
    const built = enableExtension({ name: 'pgcrypto', schema: 'extensions' })
    expect(built.sql).toBe('create schema if not exists "extensions";\ncreate extension if not exists "pgcrypto" with schema "extensions" cascade;')
    await db.exec(built.sql)
    const [, installed] = await status()
    expect(installed).toMatchObject({ name: 'pgcrypto', schema: 'extensions' })
    expect(installed!.installed_version).toBe(installed!.default_version)
    await db.close()
  }, 60_000)

  it('enables without a schema for extensions that pick their own', () => {
    expect(enableExtension({ name: 'pg_cron' }).sql).toBe('create extension if not exists "pg_cron" cascade;')
  })
})

describe('extensions page builders', () => {
  it('lists loadable extensions, enables with CASCADE, lists dependants, disables', async () => {
    const db = await emptyDatabase({ pgcrypto })
    const listed = await runBuilt(db, listExtensionsSql())
    expect(listed.map((e) => e.name)).toEqual(expect.arrayContaining(['pgcrypto', 'plpgsql']))
    expect(listed.find((e) => e.name === 'pgcrypto')).toMatchObject({ installed_version: null, schema: null })
    const on = enableExtension({ name: 'pgcrypto', schema: 'My "Ext"' })
    expect(on.sql).toBe('create schema if not exists "My ""Ext""";\ncreate extension if not exists "pgcrypto" with schema "My ""Ext""" cascade;')
    await db.exec(on.sql)
    expect((await runBuilt(db, listExtensionsSql())).find((e) => e.name === 'pgcrypto')).toMatchObject({ schema: 'My "Ext"', installed_version: expect.any(String) })
    expect((await db.query('select extname from pg_extension where extname = $1', ['pgcrypto'])).rows).toHaveLength(1)
    expect(await runBuilt(db, extensionDependentsSql('plpgsql'))).toEqual([])
    await db.exec(disableExtension({ name: 'pgcrypto' }).sql)
    expect((await db.query('select 1 from pg_extension where extname = $1', ['pgcrypto'])).rows).toHaveLength(0)
    expect(disableExtension({ name: 'x"y', cascade: true }).sql).toBe('drop extension if exists "x""y" cascade;')
    await db.close()
  }, 60_000)
})
