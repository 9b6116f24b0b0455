import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { executeSql } from '@/features/database/api/execute-sql'
import { signalBackendSql, type BackendAction } from '@/features/database'
import { reportKeys } from './keys'
import type { ReportDatabase } from './report-queries'

export interface SignalBackendInput {
  action: BackendAction
  pid: number
  queryStart: string
}

/** Cancels a running statement or terminates its session; answers whether it was still running. */
export function useSignalBackendMutation({ projectRef, connectionString }: ReportDatabase) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ action, pid, queryStart }: SignalBackendInput) => {
      const { sql, schema } = signalBackendSql(action, pid, queryStart)
      const [answer] = z.array(schema).parse(await executeSql({ projectRef, connectionString, query: sql }))
      return answer?.signalled ?? false
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all(projectRef) }),
  })
}
