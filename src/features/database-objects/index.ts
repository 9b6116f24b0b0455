// What other features may use of the Database object pages. Import it as '@/features/database-objects'.
export { PolicyTablesEditor } from './policies/policy-tables-editor'
export { policiesQueryOptions } from './policies/policies-queries'
export { QueryRows } from './components/query-status'
export { ReadOnlyNotice } from './components/read-only-notice'
export { useDatabaseWrite } from './components/use-database-write'
// The pieces of the policy editor the Storage policies page builds its bucket view from (issue 38 item 1).
export { PolicyFormModal } from './policies/policy-form-modal'
export { PolicyCheckModal } from './policies/policy-check-modal'
export { policyRolesQueryOptions } from './policies/policies-queries'
export { SqlFormModal } from './components/sql-form-modal'
export { DeleteAction, EditAction } from './components/object-table'
