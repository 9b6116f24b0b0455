import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { executeSql } from '@/features/database/api/execute-sql'
import type { ProjectDatabase } from '@/features/database/api/extension-status-query'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'

/** A statement from the SQL builders and the schema of each of its rows. */
export interface BuiltSql<T> {
  sql: string
  schema: z.ZodMiniType<T>
}

/** The project whose database a page works on: its ref and the connection string from its detail. */
export type ProjectConnection = ProjectDatabase

export function useProjectConnection(projectRef: string): ProjectConnection {
  const { data } = useQuery(projectDetailQueryOptions(projectRef))
  return { projectRef, connectionString: data?.connectionString }
}

/** Runs a built statement through the pg-meta query call and parses its rows. */
export async function runBuiltSql<T>(connection: ProjectConnection, built: BuiltSql<T>, signal?: AbortSignal): Promise<T[]> {
  const rows = await executeSql({ ...connection, query: built.sql, signal })
  return z.array(built.schema).parse(rows)
}

/** A mutation that runs a built statement and then refreshes what it changed. */
export function useRunSqlMutation(connection: ProjectConnection, invalidate: readonly QueryKey[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (built: BuiltSql<unknown>) => runBuiltSql(connection, built),
    onSuccess: () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
}

/** Several built statements sent as one call: one transaction, all or nothing. */
export function statementsSql(statements: readonly string[]): BuiltSql<unknown> {
  return { sql: statements.join('\n'), schema: z.unknown() }
}
