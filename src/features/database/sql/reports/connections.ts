import { z } from 'zod/mini'

export const connectionCountsSchema = z.object({
  active: z.number(),
  idle: z.number(),
  idle_in_transaction: z.number(),
  /** Active, but waiting for a lock another session holds. */
  waiting: z.number(),
  /** Client sessions in any state (also 'fastpath function call', 'disabled'). */
  total: z.number(),
  max_connections: z.number(),
})

/**
 * Client connections of the whole server by state, beside max_connections. Background workers are left
 * out; an embedded Postgres reports its one session as a 'standalone backend'.
 */
export function connectionCountsSql() {
  const sql = /* SQL */ `with sessions as (
  select state, wait_event_type from pg_stat_activity
  where backend_type in ('client backend', 'standalone backend')
)
select
  count(*) filter (where state = 'active' and wait_event_type is distinct from 'Lock')::int as active,
  count(*) filter (where state = 'idle')::int as idle,
  count(*) filter (where state like 'idle in transaction%')::int as idle_in_transaction,
  count(*) filter (where state = 'active' and wait_event_type = 'Lock')::int as waiting,
  count(*)::int as total,
  current_setting('max_connections')::int as max_connections
from sessions`
  return { sql, schema: connectionCountsSchema }
}
