import { z } from 'zod/mini'

export const tableBloatSchema = z.object({
  schema: z.string(),
  name: z.string(),
  /** The table's heap on disk. */
  table_bytes: z.number(),
  /** What its live rows would need, packed at its fillfactor. */
  expected_bytes: z.number(),
  /** table_bytes - expected_bytes, never below 0. */
  wasted_bytes: z.number(),
  /** wasted / table bytes, 0 to 1. */
  bloat_ratio: z.number(),
  dead_rows: z.number(),
})

export const BLOAT_LIMIT = 10

/**
 * An estimate of each table's wasted space: its pages beside the pages its rows would fill, from the
 * planner's row count and the average row width in pg_stats (24 bytes of tuple header and a 4-byte line
 * pointer per row, 24 bytes of page header). Tables never analyzed have no statistics and are left out.
 */
export function tableBloatSql(limit = BLOAT_LIMIT) {
  // Each table's statistics are read by its name (the pg_stats view's indexes), not the whole view
  // grouped; the dead rows by the function pg_stat_all_tables reads them with, for the shown tables only.
  const sql = /* SQL */ `with tables as (
  select n.nspname::text as schema, c.relname::text as name, c.oid,
    c.reltuples::float8 as rows, c.relpages::float8 as pages,
    current_setting('block_size')::float8 as block_size,
    coalesce((select substring(o from 'fillfactor=([0-9]+)')::float8 from unnest(c.reloptions) o
      where o like 'fillfactor=%'), 100) as fillfactor,
    w.row_width
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  cross join lateral (
    select sum((1 - s.null_frac) * s.avg_width)::float8 as row_width
    from pg_stats s
    where s.schemaname = n.nspname and s.tablename = c.relname and not s.inherited
  ) w
  where c.relkind in ('r', 'm') and c.reltuples >= 0
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_toast'
    and w.row_width is not null
), estimated as (
  select t.*,
    ceil(t.rows * (24 + 4 + ceil(t.row_width / 8) * 8) / ((t.block_size - 24) * t.fillfactor / 100)) as expected_pages
  from tables t
), ranked as (
  select e.schema, e.name, e.oid,
    (e.pages * e.block_size)::float8 as table_bytes,
    (e.expected_pages * e.block_size)::float8 as expected_bytes,
    greatest(e.pages - e.expected_pages, 0)::float8 * e.block_size as wasted_bytes,
    coalesce(greatest(e.pages - e.expected_pages, 0) / nullif(e.pages, 0), 0)::float8 as bloat_ratio,
    coalesce(pg_stat_get_dead_tuples(e.oid), 0)::float8 as dead_rows
  from estimated e
)
select r.schema, r.name, r.table_bytes, r.expected_bytes, r.wasted_bytes, r.bloat_ratio, r.dead_rows
from ranked r
order by r.wasted_bytes desc, r.dead_rows desc, r.schema, r.name
limit ${Math.max(1, Math.floor(limit))}`
  return { sql, schema: tableBloatSchema }
}
