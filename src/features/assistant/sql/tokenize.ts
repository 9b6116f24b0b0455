// The splitter moved to the database feature: the pg-meta call needs it for read-only mode and the changes ledger (§17).
export { splitStatements } from '@/features/database'
