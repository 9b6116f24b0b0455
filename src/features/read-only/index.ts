// What other features use of read-only mode (CONTRACT §17). Import it as '@/features/read-only'.
export { isReadOnly, useReadOnly } from './read-only-store'
