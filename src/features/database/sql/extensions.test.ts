import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enableExtensionSql, extensionStatusSql } from './extensions'

let db: PGlite
beforeAll(async () => {
  db = await PGlite.create()
}, 60_000)
afterAll(() => db.close())

const status = async (name: string) => extensionStatusSql(name).schema.parse((await db.query(extensionStatusSql(name).sql)).rows)

describe('extension builders', () => {
  it('tells installed, available and missing extensions apart', async () => {
    expect(await status('plpgsql')).toEqual([{ name: 'plpgsql', available: true, installed: true, schema: 'pg_catalog', version: expect.any(String) }])
    expect(await status("no'such")).toEqual([{ name: "no'such", available: false, installed: false, schema: null, version: null }])
  })

  it('enables an extension idempotently', async () => {
    await db.exec(enableExtensionSql('plpgsql').sql)
    expect(enableExtensionSql('pg_trgm', 'extensions').sql).toBe('create extension if not exists "pg_trgm" schema "extensions"')
  })
})
