import { z } from 'zod/mini'

export const lockModeCountSchema = z.object({ mode: z.string(), granted: z.number(), waiting: z.number() })

/** Locks held and awaited now, by lock mode (pg_locks), other than this report's own. */
export function locksByModeSql() {
  const sql = /* SQL */ `select mode::text as mode,
  count(*) filter (where granted)::int as granted,
  count(*) filter (where not granted)::int as waiting
from pg_locks
where pid is distinct from pg_backend_pid()
group by mode
order by waiting desc, granted desc, mode`
  return { sql, schema: lockModeCountSchema }
}

export const blockingSchema = z.object({
  blocked_pid: z.number(),
  blocked_user: z.nullable(z.string()),
  blocked_query: z.string(),
  /** Seconds the blocked statement has been waiting (since its last state change). */
  waiting_s: z.nullable(z.number()),
  /** The table it waits for, when the lock is on a relation. */
  relation: z.nullable(z.string()),
  blocking_pid: z.number(),
  blocking_user: z.nullable(z.string()),
  blocking_state: z.nullable(z.string()),
  blocking_query: z.string(),
})

/** Who blocks whom: one row per blocked session and each session it waits for (pg_blocking_pids). */
export function blockingLocksSql() {
  const sql = /* SQL */ `select blocked.pid::int as blocked_pid, blocked.usename::text as blocked_user,
  left(blocked.query, 1000) as blocked_query,
  extract(epoch from (clock_timestamp() - blocked.state_change))::float8 as waiting_s,
  (select l.relation::regclass::text from pg_locks l
    where l.pid = blocked.pid and not l.granted and l.relation is not null limit 1) as relation,
  blocker.pid::int as blocking_pid, blocker.usename::text as blocking_user, blocker.state as blocking_state,
  left(blocker.query, 1000) as blocking_query
from pg_stat_activity blocked
cross join lateral unnest(pg_blocking_pids(blocked.pid)) as b(pid)
join pg_stat_activity blocker on blocker.pid = b.pid
order by waiting_s desc nulls last, blocked_pid, blocking_pid`
  return { sql, schema: blockingSchema }
}
