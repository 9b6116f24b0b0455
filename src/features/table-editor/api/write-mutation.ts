import { useMutation, useQueryClient } from '@tanstack/react-query'
import { tableEditorKeys } from './keys'
import { type Built, type DatabaseTarget, runSql } from './run-sql'

/**
 * Runs a write or DDL statement built by the builders; then the table (its detail, rows, counts,
 * definition) and the schema's list are read again.
 */
export function useWriteMutation<T>(target: DatabaseTarget, tableId: number | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (built: Built<T>) => runSql(target, built),
    onSuccess: () =>
      Promise.all([
        tableId === undefined ? undefined : queryClient.invalidateQueries({ queryKey: tableEditorKeys.table(target.projectRef, tableId) }),
        queryClient.invalidateQueries({ queryKey: [...tableEditorKeys.all(target.projectRef), 'tables'] }),
      ]),
  })
}
