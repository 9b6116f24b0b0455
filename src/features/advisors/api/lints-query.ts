import { queryOptions } from '@tanstack/react-query'
import { executeSql } from '@/features/database/api/execute-sql'
import { lintsQuery, readLintRows, type LintResult } from '@/features/database'
import { lintEnvironmentQuery } from '@/features/database'
import { LINTS } from '@/features/database'
import { advisorKeys } from './keys'

export interface ProjectDatabase {
  projectRef: string
  connectionString: string | null | undefined
}

/** Every applicable lint run against the project's database: two round trips (what exists, then all lints in one). */
async function runProjectLints(
  { projectRef, connectionString }: ProjectDatabase,
  signal?: AbortSignal,
): Promise<LintResult[]> {
  const environment = lintEnvironmentQuery()
  const [envRow] = await executeSql({ projectRef, connectionString, query: environment.sql, signal })
  const env = environment.schema.parse(envRow)
  const { sql } = lintsQuery(LINTS, env)
  const rows = await executeSql({ projectRef, connectionString, query: sql, signal })
  return readLintRows(LINTS, env, rows)
}

export const lintResultsQueryOptions = (database: ProjectDatabase) =>
  // The connection string belongs to the project: the ref identifies the answer.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: advisorKeys.lints(database.projectRef),
    queryFn: ({ signal }) => runProjectLints(database, signal),
    // The database changes under the page (SQL editor, other clients): read it again on every visit.
    staleTime: 0,
    enabled: Boolean(database.connectionString),
  })
