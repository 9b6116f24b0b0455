import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extensionDependentSchema, extensionDependentsSql } from './extensions'
import { TEST_DATABASES, type TestDatabase } from './lints/test-helpers'

const dependents = async (db: TestDatabase, name: string) => {
  const { rows } = await db.query(extensionDependentsSql(name).sql)
  return rows.map((row) => extensionDependentSchema.parse(row))
}

describe.each(TEST_DATABASES)('what depends on an extension, on $name', ({ open }) => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await open()
    await db.exec(`
      create table public."Orders" (id int8, status text);
      create function public.touch(n integer) returns integer language plpgsql as 'begin return n + 1; end';
      create function public."Log it"() returns trigger language plpgsql as 'begin return new; end';
      create trigger "log orders" before insert on public."Orders" for each row execute function public."Log it"();
      create function public.plain_sql() returns integer language sql as 'select 1';
    `)
  }, 120_000)
  afterAll(() => db?.close())

  it('lists the plpgsql functions and the triggers that call them, which CASCADE would drop', async () => {
    expect(await dependents(db, 'plpgsql')).toEqual([
      { kind: 'function', name: 'public."Log it"()' },
      { kind: 'function', name: 'public.touch(integer)' },
      { kind: 'trigger', name: '"log orders" on public."Orders"' },
    ])
  })

  it('lists nothing for an extension nothing uses, and nothing for one not installed', async () => {
    await db.exec('drop trigger "log orders" on public."Orders"; drop function public."Log it"(); drop function public.touch(integer)')
    expect(await dependents(db, 'plpgsql')).toEqual([])
    expect(await dependents(db, 'no_such_extension')).toEqual([])
  })
})
