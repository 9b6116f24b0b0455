import { describe, expect, it } from 'vitest'
import { checkDestructive } from './destructive'

describe('checkDestructive', () => {
  it.each([
    ['select * from customers', []],
    ['SELECT count(*) FROM orders;', []],
    ['insert into t (a) values (1)', ['INSERT']],
    ['Update t set a = 1', ['UPDATE']],
    ['delete from t where id = 1', ['DELETE']],
    ['drop table t', ['DROP']],
    ['alter table t add column b int', ['ALTER']],
    ['truncate t', ['TRUNCATE']],
    ['create index on t (a)', ['CREATE']],
    ['grant select on t to anon', ['GRANT']],
    ['revoke select on t from anon', ['REVOKE']],
    // comments and literals are not statements
    ["select 'drop table t' as text", []],
    ['-- drop table t\nselect 1', []],
    ['/* delete from t; */ select 1', []],
    ['/* outer /* nested drop */ still comment; */ select 1', []],
    ["select E'it\\'s; drop table t' ", []],
    ["select 'it''s; drop table t'", []],
    ['select $$ drop table t; $$', []],
    ['select $body$ delete from t $body$', []],
    ['select "drop" from t', []],
    ['select updated_at, created_at from t', []],
    // several statements
    ['select 1; drop table t;', ['DROP']],
    ['begin; delete from t; insert into t values (1); commit;', ['DELETE', 'INSERT']],
    ['select 1;\n-- a comment\nselect 2;', []],
    // statements hidden behind other words
    ['with gone as (delete from t returning *) select * from gone', ['DELETE']],
    ['with x as (select 1) update t set a = 1', ['UPDATE']],
    ['with x as (select 1) select * from x', []],
    ['explain select * from t', []],
    ['explain delete from t', []],
    ['explain analyze delete from t', ['DELETE']],
    ['explain (analyze, buffers) update t set a = 1', ['UPDATE']],
    ['select * into backup from t', ['CREATE']],
    ['merge into t using s on t.id = s.id when matched then update set a = s.a', ['UPDATE']],
    ['create or replace function f() returns int language sql as $$ select 1 $$', ['CREATE']],
    ['', []],
    ['  ;  ', []],
  ])('%j → %j', (sql, keywords) => {
    expect(checkDestructive(sql)).toEqual({ destructive: keywords.length > 0, keywords })
  })
})
