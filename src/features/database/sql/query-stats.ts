import { z } from 'zod/mini'
import { ident, literal } from './quote'

export type QueryStatsSort = 'time' | 'calls' | 'mean'

const ORDER: Record<QueryStatsSort, string> = {
  time: 'total_ms desc',
  calls: 'calls desc',
  mean: 'mean_ms desc',
}

/** Numbers come as numbers, or as text when they exceed JSON's safe integers (pg-meta). */
const count = z.pipe(z.union([z.number(), z.string()]), z.transform(Number))

const queryStatSchema = z.object({
  id: z.string(),
  query: z.string(),
  role: z.nullable(z.string()),
  calls: count,
  rows: count,
  total_ms: z.number(),
  mean_ms: z.number(),
  max_ms: z.number(),
  /** Share of blocks read from shared buffers; null when the query read none. */
  cache_hit_ratio: z.nullable(z.number()),
  /** Share of the total execution time of every recorded query. */
  share_of_time: z.nullable(z.number()),
  /** Across every recorded query (not only those shown). */
  all_queries: count,
  all_total_ms: z.nullable(z.number()),
})
export type QueryStat = z.infer<typeof queryStatSchema>

const QUERY_STATS_LIMIT = 100

/**
 * The statements pg_stat_statements recorded, most time consuming, most frequent or slowest on
 * average first, optionally only those whose text contains `search` (case-insensitive, no wildcards).
 */
export function queryStatsQuery({
  extensionSchema,
  sort,
  search,
  limit = QUERY_STATS_LIMIT,
}: {
  extensionSchema: string
  sort: QueryStatsSort
  search?: string | undefined
  limit?: number
}) {
  const filter = search?.trim() ? `where strpos(lower(query), lower(${literal(search.trim())})) > 0` : ''
  const sql = `select * from (
  select s.queryid::text as id, s.query, r.rolname::text as role, s.calls::int8 as calls, s.rows::int8 as rows,
    s.total_exec_time::float8 as total_ms, s.mean_exec_time::float8 as mean_ms, s.max_exec_time::float8 as max_ms,
    case when s.shared_blks_hit + s.shared_blks_read > 0
      then (s.shared_blks_hit::float8 / (s.shared_blks_hit + s.shared_blks_read)) end as cache_hit_ratio,
    (s.total_exec_time / nullif(sum(s.total_exec_time) over (), 0))::float8 as share_of_time,
    count(*) over ()::int8 as all_queries,
    (sum(s.total_exec_time) over ())::float8 as all_total_ms
  from ${ident(extensionSchema)}.pg_stat_statements s
  left join pg_roles r on r.oid = s.userid
) stats
${filter}
order by ${ORDER[sort]}, id
limit ${Math.max(1, Math.floor(limit))}`
  return { sql, schema: queryStatSchema }
}

/** Forgets every recorded statement (pg_stat_statements_reset). */
export function resetQueryStatsSql(extensionSchema: string) {
  return `select ${ident(extensionSchema)}.pg_stat_statements_reset();`
}
