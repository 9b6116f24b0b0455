import { databaseKeys } from '@/features/database/api/keys'

export const tableEditorKeys = {
  all: (ref: string) => [...databaseKeys.all(ref), 'table-editor'] as const,
  schemas: (ref: string) => [...tableEditorKeys.all(ref), 'schemas'] as const,
  tables: (ref: string, schema: string) => [...tableEditorKeys.all(ref), 'tables', schema] as const,
  /** Under the list's key: what refreshes the list refreshes its counts. */
  tableCounts: (ref: string, schema: string) => [...tableEditorKeys.tables(ref, schema), 'counts'] as const,
  table: (ref: string, id: number) => [...tableEditorKeys.all(ref), 'table', id] as const,
  rows: (ref: string, id: number, view: unknown) => [...tableEditorKeys.table(ref, id), 'rows', view] as const,
  count: (ref: string, id: number, view: unknown) => [...tableEditorKeys.table(ref, id), 'count', view] as const,
  definition: (ref: string, id: number) => [...tableEditorKeys.table(ref, id), 'definition'] as const,
  dependents: (ref: string, id: number) => [...tableEditorKeys.table(ref, id), 'dependents'] as const,
  referenceable: (ref: string) => [...tableEditorKeys.all(ref), 'referenceable'] as const,
}
