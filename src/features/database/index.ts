// What other features may use of database (besides its api/ files). Import it as '@/features/database'.
export { RESULT_ROW_LIMIT, RowsTable } from './components/rows-table'
export { NeedsExtension } from './components/needs-extension'
export { lintsQuery, readLintRows, type LintResult } from './sql/lints/engine'
export { lintEnvironmentQuery } from './sql/lints/environment'
export { LINTS } from './sql/lints/registry'
export type { Lint, LintCategory, LintFinding, LintLevel } from './sql/lints/types'
export { queryStatsQuery, resetQueryStatsSql, type QueryStat, type QueryStatsSort } from './sql/query-stats'
export { QueryError } from './components/query-error'
