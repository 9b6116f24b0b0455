import { z } from 'zod/mini'

export const hitRateSchema = z.object({
  hits: z.number(),
  reads: z.number(),
  /** hits / (hits + reads), 0 to 1; null before the first block was read. */
  ratio: z.nullable(z.number()),
})
export type HitRate = z.infer<typeof hitRateSchema>

/**
 * The share of the current database's block reads served from shared buffers since the statistics
 * were last reset, as pg_stat_database counts them.
 */
export function cacheHitRateSql() {
  const sql = /* SQL */ `select coalesce(sum(blks_hit), 0)::float8 as hits, coalesce(sum(blks_read), 0)::float8 as reads,
  (sum(blks_hit)::float8 / nullif(sum(blks_hit) + sum(blks_read), 0))::float8 as ratio
from pg_stat_database
where datname = current_database()`
  return { sql, schema: hitRateSchema }
}

/** The share of index block reads served from shared buffers, over every user index (pg_statio_user_indexes). */
export function indexHitRateSql() {
  const sql = /* SQL */ `select coalesce(sum(idx_blks_hit), 0)::float8 as hits, coalesce(sum(idx_blks_read), 0)::float8 as reads,
  (sum(idx_blks_hit)::float8 / nullif(sum(idx_blks_hit) + sum(idx_blks_read), 0))::float8 as ratio
from pg_statio_user_indexes`
  return { sql, schema: hitRateSchema }
}
