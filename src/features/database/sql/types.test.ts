import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOSTILE_NAMES } from './object-names.test-helper'
import { ident } from './quote'
import { emptyDatabase, runBuilt } from './test-database'
import { addEnumValue, createEnumType, dropEnumType, listEnumTypes, renameEnumValue } from './types'

let db: PGlite
beforeAll(async () => {
  db = await emptyDatabase()
}, 60_000)
afterAll(() => db.close())

describe('enumerated types', () => {
  it('creates, extends, renames a value of and drops enums with hostile names and values', async () => {
    for (const name of HOSTILE_NAMES) {
      await db.exec(`create schema ${ident(name)}`)
      const type = { schema: name, name }
      await db.exec(createEnumType({ ...type, values: ["it's", name, 'c'] }).sql)
      await db.exec(addEnumValue(type, 'z').sql)
      await db.exec(addEnumValue(type, 'first', { place: 'before', value: "it's" }).sql)
      await db.exec(addEnumValue(type, 'b2', { place: 'after', value: name }).sql)
      await db.exec(renameEnumValue(type, 'c', 'C "see"').sql)
      const [listed] = await runBuilt(db, listEnumTypes(name))
      expect(listed).toMatchObject({ schema: name, name, values: ['first', "it's", name, 'b2', 'C "see"', 'z'] })
      const pgType = await db.query<{ typname: string }>(`select typname from pg_type where oid = ${listed!.id}`)
      expect(pgType.rows).toEqual([{ typname: name }])
      await db.exec(dropEnumType(type).sql)
    }
    expect(await runBuilt(db, listEnumTypes())).toEqual([])
  })
})
