import { describe, expect, it } from 'vitest'
import { schemaChanges, transactionControlStatement } from './schema-changes'

const texts = (sql: string) => schemaChanges(sql).map((change) => change.text)

describe('schemaChanges', () => {
  it('keeps the DDL statements of a script, in order, and leaves reads and data changes out', () => {
    const sql = `select 1;
create table public.notes (id bigint primary key);
insert into notes values (1);
alter table notes add column body text;
comment on table notes is 'drop table x; grant all';
grant select on notes to anon;
revoke insert on notes from anon;
update notes set body = 'create table y';
drop table if exists old_notes;
truncate notes;
security label for selinux on table notes is 'x';`
    expect(texts(sql)).toEqual([
      'create table public.notes (id bigint primary key)',
      'alter table notes add column body text',
      "comment on table notes is 'drop table x; grant all'",
      'grant select on notes to anon',
      'revoke insert on notes from anon',
      'drop table if exists old_notes',
      "security label for selinux on table notes is 'x'",
    ])
  })

  it('keeps a function whose dollar-quoted body holds semicolons as one statement', () => {
    const fn = `create or replace function public.touch() returns trigger language plpgsql as $body$
begin
  new.updated_at = now(); -- drop table x;
  return new;
end;
$body$`
    const changes = schemaChanges(`${fn};\nselect 2`)
    expect(changes).toEqual([{ text: fn, kind: 'ddl', dependsOnData: false }])
  })

  it('ignores DDL words inside comments and literals', () => {
    expect(texts("-- create table a (id int);\n/* drop table b; /* nested; */ alter */ select 'create table c'")).toEqual([])
    expect(texts('/* a note */ create policy "read own" on notes for select using (true)')).toEqual([
      '/* a note */ create policy "read own" on notes for select using (true)',
    ])
  })

  it('flags do blocks as changes that may touch the schema and depend on data', () => {
    const block = "do $$ begin execute 'create table t (id int)'; end $$"
    expect(schemaChanges(`${block};`)).toEqual([{ text: block, kind: 'do', dependsOnData: true }])
  })

  it('does not count CTEs that write rows, but counts tables made from rows', () => {
    expect(texts('with moved as (delete from a returning *) insert into b select * from moved')).toEqual([])
    expect(texts('with x as (select 1) update t set a = 1')).toEqual([])
    expect(schemaChanges('create table copy as select * from notes')[0]).toMatchObject({ kind: 'ddl', dependsOnData: true })
    expect(schemaChanges('select * into copy2 from notes')[0]).toMatchObject({ kind: 'ddl', dependsOnData: true })
    expect(schemaChanges('create table t (id int generated always as identity)')[0]).toMatchObject({ dependsOnData: false })
    expect(schemaChanges('create view v as select * from notes')[0]).toMatchObject({ dependsOnData: false })
    expect(schemaChanges('create policy p on t as permissive for select using (exists (select 1))')[0]).toMatchObject({ dependsOnData: false })
  })

  it('leaves temporary tables out', () => {
    expect(texts('create temp table scratch (id int); create temporary table s2 (id int)')).toEqual([])
  })
})

describe('transactionControlStatement', () => {
  it.each(['commit', 'rollback', 'end', 'abort', 'begin', 'start transaction', 'begin isolation level serializable', 'prepare transaction $$x$$', 'COMMIT AND CHAIN'])(
    'finds %s',
    (statement) => {
      expect(transactionControlStatement(`select 1; ${statement}; create table t (id int)`)).toBe(statement)
    },
  )

  it.each([
    'set transaction read write',
    'set session characteristics as transaction read write',
    'set local transaction_read_only = off',
    'set transaction_read_only to off',
    'reset transaction_read_only',
    'set default_transaction_read_only = off',
    'reset all',
  ])('finds %s, which would turn read-only off', (statement) => {
    expect(transactionControlStatement(statement)).toBe(statement)
  })

  it('lets other statements through, including the words in literals, comments and bodies', () => {
    expect(transactionControlStatement("select 'commit'; -- rollback\nset search_path = public; set local statement_timeout = '5s'")).toBeUndefined()
    expect(transactionControlStatement('do $$ begin perform 1; end $$; prepare q as select 1')).toBeUndefined()
    expect(transactionControlStatement('create function f() returns void language plpgsql as $$ begin commit; end $$')).toBeUndefined()
  })
})
