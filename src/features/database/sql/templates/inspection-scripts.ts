import type { SqlTemplate } from './template'

/** Scripts that only read: versions, connections, hit rates, sizes, statements, tables without RLS. */
export const INSPECTION_SCRIPTS: readonly SqlTemplate[] = [
  {
    id: 'show-extensions',
    title: 'Show extensions',
    description: 'Every extension this database offers, whether it is installed, and its version.',
    sql: /* SQL */ `select name, default_version, installed_version, comment
from pg_available_extensions
order by installed_version is null, name;
`,
  },
  {
    id: 'show-version',
    title: 'Show the Postgres version',
    description: 'The server version, and the number for comparisons.',
    sql: /* SQL */ `select version(), current_setting('server_version_num')::int as version_num;
`,
  },
  {
    id: 'active-connections',
    title: 'Show active connections',
    description: 'Connections by user, application and state, with the longest running query of each.',
    sql: /* SQL */ `select usename as user_name, application_name, state, count(*) as connections,
  max(now() - query_start) as longest_query
from pg_stat_activity
where backend_type = 'client backend'
group by usename, application_name, state
order by connections desc;
`,
  },
  {
    id: 'cache-hit-rate',
    title: 'Cache hit rate',
    description: 'How often tables and indexes are read from memory rather than disk (aim for 99 % and more).',
    sql: /* SQL */ `select 'index hit rate' as name,
  round(sum(idx_blks_hit)::numeric / nullif(sum(idx_blks_hit + idx_blks_read), 0) * 100, 2) as percent
from pg_statio_user_indexes
union all
select 'table hit rate',
  round(sum(heap_blks_hit)::numeric / nullif(sum(heap_blks_hit + heap_blks_read), 0) * 100, 2)
from pg_statio_user_tables;
`,
  },
  {
    id: 'slowest-queries',
    title: 'Slowest queries',
    description: 'The statements with the longest mean execution time, from pg_stat_statements.',
    needs: { extension: 'pg_stat_statements', installed: true },
    sql: /* SQL */ `-- Needs the pg_stat_statements extension (Database → Extensions), in the extensions schema.
select query, calls, round(mean_exec_time::numeric, 2) as mean_ms,
  round(total_exec_time::numeric, 2) as total_ms, rows
from extensions.pg_stat_statements
order by mean_exec_time desc
limit 20;
`,
  },
  {
    id: 'most-frequent-queries',
    title: 'Most frequent queries',
    description: 'The statements called most often, with their share of the total time, from pg_stat_statements.',
    needs: { extension: 'pg_stat_statements', installed: true },
    sql: /* SQL */ `-- Needs the pg_stat_statements extension (Database → Extensions), in the extensions schema.
select query, calls, round(total_exec_time::numeric, 2) as total_ms,
  round((100 * total_exec_time / nullif(sum(total_exec_time) over (), 0))::numeric, 2) as percent_of_time
from extensions.pg_stat_statements
order by calls desc
limit 20;
`,
  },
  {
    id: 'largest-tables',
    title: 'Largest tables',
    description: 'Tables by total size on disk, indexes and TOAST included.',
    sql: /* SQL */ `select n.nspname as schema, c.relname as table_name,
  pg_size_pretty(pg_total_relation_size(c.oid)) as total_size,
  pg_total_relation_size(c.oid) as total_bytes
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p', 'm')
  and n.nspname not in ('pg_catalog', 'information_schema')
order by total_bytes desc
limit 20;
`,
  },
  {
    id: 'unused-indexes',
    title: 'Unused indexes',
    description: 'Indexes never scanned since statistics were last reset: candidates to drop.',
    sql: /* SQL */ `select schemaname as schema, relname as table_name, indexrelname as index_name,
  pg_size_pretty(pg_relation_size(indexrelid)) as index_size, idx_scan as scans
from pg_stat_user_indexes
where idx_scan = 0
order by pg_relation_size(indexrelid) desc;
`,
  },
  {
    id: 'tables-without-rls',
    title: 'Tables without row level security',
    description: 'Tables in public that anyone with the anon key can read or write unless RLS is on.',
    sql: /* SQL */ `select n.nspname as schema, c.relname as table_name
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p') and n.nspname = 'public' and not c.relrowsecurity
order by c.relname;
`,
  },
  {
    id: 'long-running-queries',
    title: 'Long-running queries',
    description: 'Queries running for more than a minute, with their process id to cancel them.',
    sql: /* SQL */ `select pid, usename as user_name, now() - query_start as duration, state, query
from pg_stat_activity
where state <> 'idle' and query_start < now() - interval '1 minute' and pid <> pg_backend_pid()
order by duration desc;

-- To cancel one: select pg_cancel_backend(<pid>);
`,
  },
  {
    id: 'database-size',
    title: 'Database size',
    description: 'The size of this database on disk.',
    sql: /* SQL */ `select current_database() as database_name,
  pg_size_pretty(pg_database_size(current_database())) as size;
`,
  },
]
