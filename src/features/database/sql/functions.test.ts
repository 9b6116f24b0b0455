import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropFunction, listFunctions, needsSearchPath, saveFunction, typeProblem, type FunctionDefinition } from './functions'
import { HOSTILE_NAMES } from './object-names.test-helper'
import { emptyDatabase, runBuilt } from './test-database'

let db: PGlite
beforeAll(async () => {
  db = await emptyDatabase()
}, 60_000)
afterAll(() => db.close())

const base: FunctionDefinition = {
  schema: 'public',
  name: 'add',
  args: [{ name: 'a', type: 'integer' }, { name: 'b', type: 'integer' }],
  returnType: 'integer',
  language: 'sql',
  volatility: 'IMMUTABLE',
  securityDefiner: false,
  searchPath: null,
  body: 'select a + b',
}

describe('functions', () => {
  it('creates a function, lists it, replaces its body keeping the signature, and drops it', async () => {
    await db.exec(saveFunction(base).sql)
    expect((await db.query<{ v: number }>('select public.add(2, 3) as v')).rows).toEqual([{ v: 5 }])
    const [listed] = await runBuilt(db, listFunctions())
    expect(listed).toMatchObject({ schema: 'public', name: 'add', arguments: 'a integer, b integer', identity_arguments: 'a integer, b integer', return_type: 'integer', language: 'sql', volatility: 'IMMUTABLE', security_definer: false, search_path: null, body: 'select a + b' })

    const replaced = saveFunction({ ...base, args: [], returnType: 'text', signature: { arguments: listed!.arguments, returnType: listed!.return_type }, body: "select a * b -- it's", securityDefiner: true, searchPath: '' })
    expect(replaced.sql).toContain('create or replace function "public"."add"(a integer, b integer)\nreturns integer')
    await db.exec(replaced.sql)
    expect((await db.query<{ v: number }>('select public.add(2, 3) as v')).rows).toEqual([{ v: 6 }])
    const [again] = await runBuilt(db, listFunctions())
    expect(again).toMatchObject({ id: listed!.id, security_definer: true, search_path: '""', body: "select a * b -- it's" })

    await db.exec(dropFunction(again!).sql)
    expect(await runBuilt(db, listFunctions())).toEqual([])
  })

  it('quotes hostile schema, function and argument names, and search_path schemas', async () => {
    for (const name of HOSTILE_NAMES) {
      await db.exec(`create schema ${'"' + name.replaceAll('"', '""') + '"'}`)
      const fn = { ...base, schema: name, name, args: [{ name, type: 'text' }], returnType: 'text', language: 'plpgsql', body: `begin return upper($1); end`, securityDefiner: true, searchPath: `${name}, public` }
      await db.exec(saveFunction(fn).sql)
      const [listed] = await runBuilt(db, listFunctions(name))
      expect(listed).toMatchObject({ name, return_type: 'text', language: 'plpgsql', volatility: 'IMMUTABLE' })
      await db.exec(saveFunction({ ...fn, signature: { arguments: listed!.arguments, returnType: listed!.return_type } }).sql)
      await db.exec(dropFunction(listed!).sql)
    }
    expect(await runBuilt(db, listFunctions())).toEqual([])
  })

  it('accepts type names and rejects SQL in their place', () => {
    for (const type of ['text', 'int[]', 'numeric(10, 2)', 'timestamp with time zone', 'public.my_type', 'setof public.orders', 'trigger']) {
      expect(typeProblem(type)).toBeNull()
    }
    for (const type of ['text); drop table x; --', "text default 'x'", 'int as $$']) expect(typeProblem(type)).not.toBeNull()
    expect(() => saveFunction({ ...base, returnType: 'int; drop table x' })).toThrow('is not a type name')
  })

  it('warns when a security definer function has no search_path', () => {
    expect(needsSearchPath({ securityDefiner: true, searchPath: null })).toBe(true)
    expect(needsSearchPath({ securityDefiner: true, searchPath: '' })).toBe(false)
    expect(needsSearchPath({ securityDefiner: false, searchPath: null })).toBe(false)
  })
})
