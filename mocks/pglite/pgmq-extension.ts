import type { PGlite } from '@electric-sql/pglite'

/**
 * pgmq for the mock's embedded Postgres, which ships no pgmq: an extension of plain SQL with the
 * functions and tables the queues page uses, shaped as pgmq 1.4 shapes them (queues listed in
 * `pgmq.meta`, messages in `pgmq.q_<name>`, archived ones in `pgmq.a_<name>`, names lower-cased in
 * table names and refused with `$`, `;`, `--` or `'`), so `create extension pgmq` works and the page
 * reads and writes the same catalog as on a hosted project. Partitioned queues need pg_partman,
 * which the demo database does not have: create_partitioned says so.
 */
const VERSION = '1.4.4'

const CONTROL = `comment = 'A lightweight message queue. Like AWS SQS and RSMQ but on Postgres.'
default_version = '${VERSION}'
relocatable = false
schema = pgmq
`

// Every table name is built by format('%I') inside the functions: the names reach SQL only as values.
// Also run as plain SQL (after `create schema pgmq`) where no extension can be installed: the builders' tests on PostgreSQL 15.
export const PGMQ_SCRIPT = /* SQL */ `
create table pgmq.meta (
  queue_name varchar unique not null,
  is_partitioned boolean not null,
  is_unlogged boolean not null,
  created_at timestamptz not null default now()
);

create type pgmq.message_record as (msg_id bigint, read_ct integer, enqueued_at timestamptz, vt timestamptz, message jsonb);
create type pgmq.queue_record as (queue_name varchar, is_partitioned boolean, is_unlogged boolean, created_at timestamptz);
create type pgmq.metrics_result as (
  queue_name text, queue_length bigint, newest_msg_age_sec int, oldest_msg_age_sec int, total_messages bigint, scrape_time timestamptz
);

create function pgmq.format_table_name(queue_name text, prefix text) returns text language plpgsql immutable as $fn$
begin
  if queue_name ~ '\\$|;|--|''' then
    raise exception 'queue name contains invalid characters: $, ;, --, or ''';
  end if;
  return lower(prefix || '_' || queue_name);
end $fn$;

create function pgmq.validate_queue_name(queue_name text) returns void language plpgsql as $fn$
begin
  if length(queue_name) > 47 then
    raise exception 'queue name is too long, maximum length is 47 characters';
  end if;
end $fn$;

create function pgmq._create(queue_name text, unlogged boolean) returns void language plpgsql as $fn$
declare
  q text := pgmq.format_table_name(queue_name, 'q');
  a text := pgmq.format_table_name(queue_name, 'a');
begin
  perform pgmq.validate_queue_name(queue_name);
  execute format('create %s table if not exists pgmq.%I (
    msg_id bigint primary key generated always as identity, read_ct int not null default 0,
    enqueued_at timestamptz not null default now(), vt timestamptz not null, message jsonb)',
    case when unlogged then 'unlogged' else '' end, q);
  execute format('create table if not exists pgmq.%I (
    msg_id bigint primary key, read_ct int not null default 0, enqueued_at timestamptz not null default now(),
    archived_at timestamptz not null default now(), vt timestamptz not null, message jsonb)', a);
  execute format('create index if not exists %I on pgmq.%I (vt)', q || '_vt_idx', q);
  execute format('create index if not exists %I on pgmq.%I (archived_at)', 'archived_at_idx_' || queue_name, a);
  insert into pgmq.meta (queue_name, is_partitioned, is_unlogged) values (queue_name, false, unlogged) on conflict do nothing;
end $fn$;

create function pgmq."create"(queue_name text) returns void language sql as $fn$ select pgmq._create(queue_name, false) $fn$;
create function pgmq.create_non_partitioned(queue_name text) returns void language sql as $fn$ select pgmq._create(queue_name, false) $fn$;
create function pgmq.create_unlogged(queue_name text) returns void language sql as $fn$ select pgmq._create(queue_name, true) $fn$;

create function pgmq.create_partitioned(queue_name text, partition_interval text default '10000', retention_interval text default '100000')
returns void language plpgsql as $fn$
begin
  perform pgmq.validate_queue_name(queue_name);
  raise exception 'pg_partman is required for partitioned queues';
end $fn$;

create function pgmq.send(queue_name text, msg jsonb, delay integer default 0) returns setof bigint language plpgsql as $fn$
begin
  return query execute format('insert into pgmq.%I (vt, message) values (clock_timestamp() + make_interval(secs => $2), $1) returning msg_id',
    pgmq.format_table_name(queue_name, 'q')) using msg, delay;
end $fn$;

create function pgmq.send_batch(queue_name text, msgs jsonb[], delay integer default 0) returns setof bigint language plpgsql as $fn$
begin
  return query execute format('insert into pgmq.%I (vt, message) select clock_timestamp() + make_interval(secs => $2), unnest($1) returning msg_id',
    pgmq.format_table_name(queue_name, 'q')) using msgs, delay;
end $fn$;

create function pgmq.read(queue_name text, vt integer, qty integer) returns setof pgmq.message_record language plpgsql as $fn$
declare q text := pgmq.format_table_name(queue_name, 'q');
begin
  return query execute format('with due as (
      select msg_id from pgmq.%I where vt <= clock_timestamp() order by msg_id limit $1 for update skip locked)
    update pgmq.%I m set vt = clock_timestamp() + make_interval(secs => $2), read_ct = read_ct + 1
    from due where m.msg_id = due.msg_id
    returning m.msg_id, m.read_ct, m.enqueued_at, m.vt, m.message', q, q) using qty, vt;
end $fn$;

create function pgmq.pop(queue_name text) returns setof pgmq.message_record language plpgsql as $fn$
declare q text := pgmq.format_table_name(queue_name, 'q');
begin
  return query execute format('with due as (
      select msg_id from pgmq.%I where vt <= clock_timestamp() order by msg_id limit 1 for update skip locked)
    delete from pgmq.%I m using due where m.msg_id = due.msg_id
    returning m.msg_id, m.read_ct, m.enqueued_at, m.vt, m.message', q, q);
end $fn$;

create function pgmq.set_vt(queue_name text, msg_id bigint, vt integer) returns setof pgmq.message_record language plpgsql as $fn$
begin
  return query execute format('update pgmq.%I set vt = clock_timestamp() + make_interval(secs => $2) where msg_id = $1
    returning msg_id, read_ct, enqueued_at, vt, message', pgmq.format_table_name(queue_name, 'q')) using msg_id, vt;
end $fn$;

create function pgmq.archive(queue_name text, msg_ids bigint[]) returns setof bigint language plpgsql as $fn$
begin
  return query execute format('with moved as (delete from pgmq.%I where msg_id = any($1) returning msg_id, vt, read_ct, enqueued_at, message)
    insert into pgmq.%I (msg_id, vt, read_ct, enqueued_at, message) select msg_id, vt, read_ct, enqueued_at, message from moved
    returning msg_id', pgmq.format_table_name(queue_name, 'q'), pgmq.format_table_name(queue_name, 'a')) using msg_ids;
end $fn$;

create function pgmq.archive(queue_name text, msg_id bigint) returns boolean language sql as $fn$
  select exists (select from pgmq.archive(queue_name, array[msg_id]))
$fn$;

create function pgmq.delete(queue_name text, msg_ids bigint[]) returns setof bigint language plpgsql as $fn$
begin
  return query execute format('delete from pgmq.%I where msg_id = any($1) returning msg_id', pgmq.format_table_name(queue_name, 'q'))
    using msg_ids;
end $fn$;

create function pgmq.delete(queue_name text, msg_id bigint) returns boolean language sql as $fn$
  select exists (select from pgmq.delete(queue_name, array[msg_id]))
$fn$;

create function pgmq.purge_queue(queue_name text) returns bigint language plpgsql as $fn$
declare q text := pgmq.format_table_name(queue_name, 'q'); purged bigint;
begin
  execute format('select count(*) from pgmq.%I', q) into purged;
  execute format('truncate table pgmq.%I', q);
  return purged;
end $fn$;

create function pgmq.drop_queue(queue_name text) returns boolean language plpgsql as $fn$
declare q text := pgmq.format_table_name(queue_name, 'q');
begin
  if to_regclass(format('pgmq.%I', q)) is null then
    raise notice 'pgmq queue % does not exist', queue_name;
    return false;
  end if;
  execute format('drop table if exists pgmq.%I', q);
  execute format('drop table if exists pgmq.%I', pgmq.format_table_name(queue_name, 'a'));
  delete from pgmq.meta m where m.queue_name = drop_queue.queue_name;
  return true;
end $fn$;

create function pgmq.list_queues() returns setof pgmq.queue_record language sql as $fn$
  select queue_name, is_partitioned, is_unlogged, created_at from pgmq.meta
$fn$;

create function pgmq.metrics(queue_name text) returns pgmq.metrics_result language plpgsql as $fn$
declare
  q text := pgmq.format_table_name(queue_name, 'q');
  result pgmq.metrics_result;
begin
  execute format('select %L::text, count(*), extract(epoch from now() - max(enqueued_at))::int,
      extract(epoch from now() - min(enqueued_at))::int,
      (select case when is_called then last_value else 0 end from %s), now()
    from pgmq.%I', queue_name, pg_get_serial_sequence(format('pgmq.%I', q), 'msg_id'), q) into result;
  return result;
end $fn$;

create function pgmq.metrics_all() returns setof pgmq.metrics_result language plpgsql as $fn$
declare name text;
begin
  for name in select m.queue_name from pgmq.meta m loop
    return next pgmq.metrics(name);
  end loop;
end $fn$;
`

/** Puts pgmq's control file and script where Postgres looks for extensions (the database's own file system). */
export function installPgmqExtension(db: PGlite) {
  const { FS, WASM_PREFIX } = db.Module as unknown as {
    FS: { mkdirTree(path: string): void; writeFile(path: string, data: string): void }
    WASM_PREFIX: string
  }
  const dir = `${WASM_PREFIX}/share/postgresql/extension`
  FS.mkdirTree(dir)
  FS.writeFile(`${dir}/pgmq.control`, CONTROL)
  FS.writeFile(`${dir}/pgmq--${VERSION}.sql`, PGMQ_SCRIPT)
}
