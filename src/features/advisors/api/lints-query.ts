import { queryOptions } from '@tanstack/react-query'
import { executeSql } from '@/features/database/api/execute-sql'
import { lintsQuery, readLintRows, type LintCategory, type LintResult } from '@/features/database'
import { lintEnvironmentQuery } from '@/features/database'
import { LINTS } from '@/features/database'
import { advisorKeys } from './keys'

export interface ProjectDatabase {
  projectRef: string
  connectionString: string | null | undefined
}

/**
 * The applicable lints (of one category, or all) run against the project's database: two round trips (what
 * exists, then the lints in one statement).
 */
async function runProjectLints(
  { projectRef, connectionString }: ProjectDatabase,
  category: LintCategory | 'all',
  signal?: AbortSignal,
): Promise<LintResult[]> {
  const lints = category === 'all' ? LINTS : LINTS.filter((lint) => lint.category === category)
  const environment = lintEnvironmentQuery()
  const [envRow] = await executeSql({ projectRef, connectionString, query: environment.sql, signal })
  const env = environment.schema.parse(envRow)
  const { sql } = lintsQuery(lints, env)
  const rows = await executeSql({ projectRef, connectionString, query: sql, signal })
  return readLintRows(lints, env, rows)
}

/** An advisor page runs its own category only (the security checks alone take about half the time of all). */
export const lintResultsQueryOptions = (database: ProjectDatabase, category: LintCategory | 'all') =>
  // The connection string belongs to the project: the ref identifies the answer.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: advisorKeys.lints(database.projectRef, category),
    queryFn: ({ signal }) => runProjectLints(database, category, signal),
    // The database changes under the page (SQL editor, other clients): read it again on every visit.
    staleTime: 0,
    enabled: Boolean(database.connectionString),
  })
