// What other features may use of database (besides its api/ files). Import it as '@/features/database'.
export { RESULT_ROW_LIMIT, RowsTable } from './components/rows-table'
export { QueryError } from './components/query-error'
// SQL builders of the database object pages (column privileges, hooks, wrappers, cron, vault, extensions).
export * from './sql/extensions'
export * from './sql/privileges'
export * from './sql/hooks'
export * from './sql/wrappers'
export * from './sql/cron'
export * from './sql/vault'
