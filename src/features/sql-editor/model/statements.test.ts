import { describe, expect, it } from 'vitest'
import { destructiveStatements, limitRows, statementAt, withAutoLimit } from './statements'

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
  it('adds one row more than the limit to a bare select, keeping earlier positions', () => {
    expect(withAutoLimit('select * from t;', 100)).toBe('select * from t\nlimit 101;')
    expect(withAutoLimit('  select * from t  ', 500)).toBe('  select * from t\nlimit 501  ')
    expect(withAutoLimit('with x as (select 1) select * from x', 100)).toBe('with x as (select 1) select * from x\nlimit 101')
  })
  it('limits the last statement of a script', () => {
    expect(withAutoLimit('create table a (id int);\ninsert into a select generate_series(1, 1000);\nselect * from a;', 100)).toBe(
      'create table a (id int);\ninsert into a select generate_series(1, 1000);\nselect * from a\nlimit 101;',
    )
    expect(withAutoLimit('select 1; select 2', 100)).toBe('select 1; select 2\nlimit 101')
  })
  it.each([
    ['select * from t where id in (select id from u limit 5)', 'select * from t where id in (select id from u limit 5)\nlimit 101'],
    ['with x as (select * from t limit 5) select * from x', 'with x as (select * from t limit 5) select * from x\nlimit 101'],
    ['(select a from t limit 3) union (select b from u limit 3)', '(select a from t limit 3) union (select b from u limit 3)\nlimit 101'],
    ['select * from t offset 10', 'select * from t offset 10\nlimit 101'],
    ["select substring(name for 3), '(' from t", "select substring(name for 3), '(' from t\nlimit 101"],
    ['table t', 'table t\nlimit 101'],
    ['values (1), (2)', 'values (1), (2)\nlimit 101'],
  ])('adds the limit to %j (no LIMIT of its own)', (sql, expected) => {
    expect(withAutoLimit(sql, 100)).toBe(expected)
  })
  it.each([
    ['select * from t limit 5'],
    ['select * from t limit 1000'],
    ['SELECT * FROM t LIMIT ALL'],
    ['(select * from t limit 1000)'],
    ['select * from t order by id offset 5 limit 1000'],
    ['select 1; select * from (select 1) s limit 100000'],
    ['select * from t for update'],
    ['select * from t fetch first 5 rows only'],
    ['select 1; insert into t values (1)'],
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

describe('limitRows', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ i }))
  it('cuts only when there are more rows than the limit', () => {
    expect(limitRows(rows(101), 100)).toEqual({ rows: rows(100), cut: true })
    expect(limitRows(rows(1000), 100).rows).toHaveLength(100)
    expect(limitRows(rows(100), 100)).toEqual({ rows: rows(100), cut: false })
    expect(limitRows(rows(1), 100)).toEqual({ rows: rows(1), cut: false })
    expect(limitRows(rows(1000), 'none')).toEqual({ rows: rows(1000), cut: false })
  })
})
