import { z } from 'zod/mini'
import { literal } from './quote'

/** Above this many rows in the planner's estimate, the table list shows the estimate ("~") instead of counting. */
export const ESTIMATE_ABOVE_ROWS = 50_000
/** The exact counts of a schema's tables together may take this long; past it the list keeps its estimates. */
export const TABLE_COUNTS_TIMEOUT_MS = 5_000

export const tableCountRowSchema = z.object({ id: z.number(), rows: z.number() })

/**
 * The exact row count of every table and materialized view of a schema that the planner does not know to
 * be big (never analyzed, or estimated at ESTIMATE_ABOVE_ROWS or fewer): a fresh table's estimate is 0 or
 * -1 until ANALYZE, its count is not (issue 25 item 5). One statement, bounded by a statement timeout
 * (SET LOCAL, in the implicit transaction of the script); query_to_xml runs each count(*) with the names
 * quoted by format('%I').
 */
export function tableCountsSql(schema: string) {
  const sql = /* SQL */ `
set local statement_timeout = ${TABLE_COUNTS_TIMEOUT_MS};
select c.oid::int8::float8 as id,
  (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', n.nspname, c.relname), false, true, '')))[1]::text::float8 as rows
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = ${literal(schema)} and c.relkind in ('r', 'p', 'm') and c.relispopulated
  and not (c.reltuples > ${ESTIMATE_ABOVE_ROWS})
  and has_table_privilege(c.oid, 'select')
order by c.relname`
  return { sql, schema: z.array(tableCountRowSchema) }
}
