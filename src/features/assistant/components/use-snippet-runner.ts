import { useCallback } from 'react'
import { executeSql } from '@/features/database/api/execute-sql'
import { RESULT_ROW_LIMIT } from '@/features/database'
import type { AssistantStoreApi } from '../model/store'
import type { SnippetResult } from '../model/schemas'

export interface SnippetTarget {
  chatId: string
  messageId: string
  snippetId: string
  sql: string
}
export type SnippetRunner = (target: SnippetTarget) => Promise<void>

/** Runs a snippet through the query call and keeps its result (first 100 rows and the total) in the message. */
export function useSnippetRunner(
  store: AssistantStoreApi,
  projectRef: string,
  connectionString: string | null | undefined,
): SnippetRunner {
  return useCallback(
    async ({ chatId, messageId, snippetId, sql }) => {
      let result: SnippetResult
      try {
        const rows = await executeSql({ projectRef, connectionString, query: sql })
        result = {
          status: 'success',
          rows: rows.slice(0, RESULT_ROW_LIMIT),
          total: rows.length,
          ranAt: new Date().toISOString(),
        }
      } catch (error) {
        result = {
          status: 'error',
          message: error instanceof Error && error.message ? error.message : 'The query failed.',
          ranAt: new Date().toISOString(),
        }
      }
      store.getState().actions.setSnippetResult(chatId, messageId, snippetId, result)
    },
    [store, projectRef, connectionString],
  )
}
