import { z } from 'zod/mini'

export const replicationSlotSchema = z.object({
  name: z.string(),
  plugin: z.nullable(z.string()),
  slot_type: z.string(),
  database: z.nullable(z.string()),
  active: z.boolean(),
  active_pid: z.nullable(z.number()),
  /** WAL kept on disk for the slot (bytes behind the current position); null when unknown. */
  retained_bytes: z.nullable(z.number()),
  /** reserved, extended, unreserved or lost; null before the slot reserved WAL. */
  wal_status: z.nullable(z.string()),
})

/** Replication slots with the WAL each keeps; on a standby measured from the last WAL received. */
export function replicationSlotsSql() {
  const sql = /* SQL */ `select s.slot_name::text as name, s.plugin::text as plugin, s.slot_type::text as slot_type,
  s.database::text as database, s.active, s.active_pid::int as active_pid,
  pg_wal_lsn_diff(
    case when pg_is_in_recovery() then pg_last_wal_receive_lsn() else pg_current_wal_lsn() end,
    s.restart_lsn
  )::float8 as retained_bytes,
  s.wal_status::text as wal_status
from pg_replication_slots s
order by retained_bytes desc nulls last, name`
  return { sql, schema: replicationSlotSchema }
}
