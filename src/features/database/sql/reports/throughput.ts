import { z } from 'zod/mini'

export const databaseCountersSchema = z.object({
  commits: z.number(),
  rollbacks: z.number(),
  /** Rows returned by sequential scans and fetched by index scans. */
  rows_read: z.number(),
  rows_inserted: z.number(),
  rows_updated: z.number(),
  rows_deleted: z.number(),
  deadlocks: z.number(),
  /** When the counters were last reset (null: never). */
  stats_reset: z.nullable(z.string()),
})
export type DatabaseCounters = z.infer<typeof databaseCountersSchema>

/**
 * The current database's cumulative counters (pg_stat_database): transactions and rows since the
 * statistics were last reset. Rates come from the difference between two readings.
 */
export function databaseCountersSql() {
  const sql = /* SQL */ `select coalesce(sum(xact_commit), 0)::float8 as commits, coalesce(sum(xact_rollback), 0)::float8 as rollbacks,
  coalesce(sum(tup_returned + tup_fetched), 0)::float8 as rows_read,
  coalesce(sum(tup_inserted), 0)::float8 as rows_inserted, coalesce(sum(tup_updated), 0)::float8 as rows_updated,
  coalesce(sum(tup_deleted), 0)::float8 as rows_deleted, coalesce(sum(deadlocks), 0)::float8 as deadlocks,
  max(stats_reset)::text as stats_reset
from pg_stat_database
where datname = current_database()`
  return { sql, schema: databaseCountersSchema }
}
