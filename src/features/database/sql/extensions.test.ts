import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enableExtensionSql, extensionStatusQuery } from './extensions'

let db: PGlite
beforeAll(async () => {
  db = await PGlite.create()
}, 60_000)
afterAll(() => db.close())

const status = async (name: string) => {
  const { sql, schema } = extensionStatusQuery(name)
  return schema.parse((await db.query(sql)).rows[0])
}

describe('extension builders', () => {
  it('tells installed, available and missing extensions apart', async () => {
    expect(await status('plpgsql')).toMatchObject({ name: 'plpgsql', installed_version: expect.any(String), schema: 'pg_catalog' })
    expect(await status("no'such")).toEqual({ name: "no'such", installed_version: null, default_version: null, schema: null, comment: null })
  })

  it('enables an extension in its own schema, idempotently', async () => {
    await db.exec(enableExtensionSql('plpgsql'))
    expect(enableExtensionSql('pg_trgm', 'ext "x"')).toBe('create schema if not exists "ext ""x""";\ncreate extension if not exists "pg_trgm" with schema "ext ""x""";')
  })
})
