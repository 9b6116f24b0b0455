import { describe, expect, it } from 'vitest'
import { destructiveStatements, statementAt, withAutoLimit } from './statements'

describe('statementAt', () => {
  const sql = 'select 1;\n\nselect 2 from t;\n-- done\nselect 3'
  it.each([
    [0, 'select 1'],
    [8, 'select 1'],
    [10, 'select 1'],
    [12, 'select 2 from t'],
    [sql.length, 'select 3'],
  ])('at %i → %s', (position, text) => {
    expect(statementAt(sql, position)?.text).toContain(text)
  })
})

describe('destructiveStatements', () => {
  it.each([
    ['select 1', []],
    ['drop table t', ['drop table t']],
    ['truncate t', ['truncate t']],
    ['delete from t', ['delete from t']],
    ['delete from t where id = 1', []],
    ['update t set a = 1', ['update t set a = 1']],
    ['update t set a = 1 where id = 2', []],
    ['alter table t drop column a', ['alter table t drop column a']],
    ['alter table t add column a int', []],
    ["select 'drop table t'", []],
    ['insert into t values (1)', []],
    ['explain analyze delete from t', ['explain analyze delete from t']],
    ['explain delete from t', []],
    ['select 1; drop table t;', ['drop table t']],
  ])('%j', (sql, expected) => {
    expect(destructiveStatements(sql)).toEqual(expected)
  })
})

describe('withAutoLimit', () => {
  it('adds a limit to one bare select, keeping earlier positions', () => {
    expect(withAutoLimit('select * from t;', 100)).toBe('select * from t\nlimit 100;')
    expect(withAutoLimit('  select * from t  ', 500)).toBe('  select * from t\nlimit 500  ')
    expect(withAutoLimit('with x as (select 1) select * from x', 100)).toBe('with x as (select 1) select * from x\nlimit 100')
  })
  it.each([
    ['select * from t limit 5'],
    ['select * from t fetch first 5 rows only'],
    ['select 1; select 2'],
    ['insert into t values (1)'],
    ['select * into b from t'],
    ['with d as (delete from t returning *) select * from d'],
  ])('leaves %j alone', (sql) => {
    expect(withAutoLimit(sql, 100)).toBeUndefined()
  })
  it('adds nothing with No limit', () => {
    expect(withAutoLimit('select 1', 'none')).toBeUndefined()
  })
})
