// What other features may use of database (besides its api/ files). Import it as '@/features/database'.
export { RESULT_ROW_LIMIT, RowsTable } from './components/rows-table'
export { QueryError } from './components/query-error'
