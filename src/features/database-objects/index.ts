// What other features may use of the Database object pages. Import it as '@/features/database-objects'.
export { PolicyTablesEditor } from './policies/policy-tables-editor'
export { policiesQueryOptions } from './policies/policies-queries'
export { QueryRows } from './components/query-status'
export { ReadOnlyNotice } from './components/read-only-notice'
export { useDatabaseWrite } from './components/use-database-write'
