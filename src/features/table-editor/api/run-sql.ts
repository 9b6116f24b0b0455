import { executeSql } from '@/features/database/api/execute-sql'
import type { RoleChoice } from '@/features/database'

/** Where the SQL runs: the project and its connection string (the encrypted-connection marker). */
export interface DatabaseTarget {
  projectRef: string
  connectionString: string | null | undefined
  /** Who the rows are read and written as (CONTRACT §15); none: the connection's own role. */
  role?: RoleChoice | undefined
}

/** What every builder returns: the statement and the schema of its rows. */
export interface Built<T> {
  sql: string
  schema: { parse: (value: unknown) => T }
}

/** Runs a builder's statement through the one pg-meta call and parses its rows. */
export async function runSql<T>(target: DatabaseTarget, built: Built<T>, signal?: AbortSignal): Promise<T> {
  const rows = await executeSql({ projectRef: target.projectRef, connectionString: target.connectionString, role: target.role, query: built.sql, signal })
  return built.schema.parse(rows)
}
