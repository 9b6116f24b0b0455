import type { PGlite } from '@electric-sql/pglite'

/** A row change of a published table, as Realtime's `postgres_changes` data carries it (CONTRACT §16). */
export interface CapturedChange {
  schema: string
  table: string
  commit_timestamp: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  record: Record<string, unknown> | null
  old_record: Record<string, unknown> | null
  columns: { name: string; type: string }[]
  errors: string[] | null
}

const CHANNEL = 'dashboard_realtime_mock'
const INSTALLED = /* SQL */ `select 1 from pg_event_trigger where evtname = 'dashboard_realtime_mock_sync'`

/**
 * Realtime reads the WAL; the mock's embedded Postgres has none to read, so each table of the
 * `supabase_realtime` publication gets a row trigger that notifies the change (kept in step with the
 * publication by an event trigger). `old_record` is what logical replication gives: the whole old row
 * under REPLICA IDENTITY FULL, else its primary key columns. Realtime's payload limit shows as its error.
 */
const INSTALL = /* SQL */ `
create schema if not exists realtime;

create or replace function realtime.dashboard_mock_capture() returns trigger language plpgsql security definer
set search_path = pg_catalog as $$
declare
  old_row jsonb;
  keys text[];
  payload text;
begin
  if tg_op <> 'INSERT' then
    old_row := to_jsonb(old);
    if (select relreplident from pg_class where oid = tg_relid) <> 'f' then
      select array_agg(a.attname) into keys from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = tg_relid and i.indisprimary;
      select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) into old_row from jsonb_each(old_row) e(k, v) where k = any(coalesce(keys, '{}'));
    end if;
  end if;
  payload := jsonb_build_object(
    'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old_record', old_row,
    'columns', (select jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
      from pg_attribute a join pg_type t on t.oid = a.atttypid
      where a.attrelid = tg_relid and a.attnum > 0 and not a.attisdropped),
    'errors', null)::text;
  if octet_length(payload) > 7900 then
    payload := jsonb_build_object('schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
      'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'record', '{}'::jsonb, 'old_record', '{}'::jsonb, 'columns', '[]'::jsonb,
      'errors', jsonb_build_array('Error 413: Payload Too Large'))::text;
  end if;
  perform pg_notify('${CHANNEL}', payload);
  return null;
end $$;

create or replace function realtime.dashboard_mock_sync_tables() returns void language plpgsql
set search_path = pg_catalog as $$
declare t record;
begin
  for t in select format('%I.%I', p.schemaname, p.tablename) as rel from pg_publication_tables p
    where p.pubname = 'supabase_realtime' and not exists (select 1 from pg_trigger g
      where g.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass and g.tgname = 'dashboard_realtime_mock')
  loop
    execute format('create trigger dashboard_realtime_mock after insert or update or delete on %s for each row execute function realtime.dashboard_mock_capture()', t.rel);
  end loop;
  for t in select g.tgrelid::regclass::text as rel from pg_trigger g join pg_class c on c.oid = g.tgrelid
    where g.tgname = 'dashboard_realtime_mock' and not exists (select 1 from pg_publication_tables p
      where p.pubname = 'supabase_realtime' and p.schemaname = c.relnamespace::regnamespace::text and p.tablename = c.relname)
  loop
    execute format('drop trigger dashboard_realtime_mock on %s', t.rel);
  end loop;
end $$;

-- A new table matters only to a FOR ALL TABLES publication: other DDL costs one lookup.
create or replace function realtime.dashboard_mock_sync() returns event_trigger language plpgsql
set search_path = pg_catalog as $$
begin
  if tg_tag like '%PUBLICATION' or exists (select 1 from pg_publication where pubname = 'supabase_realtime' and puballtables) then
    perform realtime.dashboard_mock_sync_tables();
  end if;
end $$;

drop event trigger if exists dashboard_realtime_mock_sync;
create event trigger dashboard_realtime_mock_sync on ddl_command_end
  when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO')
  execute function realtime.dashboard_mock_sync();

select realtime.dashboard_mock_sync_tables();
`

const pending = new WeakMap<PGlite, CapturedChange[]>()
const listening = new WeakSet<PGlite>()

/** Puts the capture in place (once per data directory) and listens for its notifications. */
export async function installChangeCapture(db: PGlite) {
  const { rows } = await db.query(INSTALLED)
  if (rows.length === 0) await db.exec(INSTALL)
  if (listening.has(db)) return
  listening.add(db)
  await db.listen(CHANNEL, (text) => {
    try {
      const change = JSON.parse(text) as CapturedChange
      const list = pending.get(db) ?? []
      list.push(change)
      pending.set(db, list)
    } catch {
      // Not ours.
    }
  })
}

/** The changes notified since the last call (in commit order). */
export function takeChanges(db: PGlite): CapturedChange[] {
  const list = pending.get(db)
  if (!list?.length) return []
  pending.delete(db)
  return list
}
