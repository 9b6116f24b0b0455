import { useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { executeSql } from '@/features/database/api/execute-sql'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'

/** The project whose users the picker reads: its ref and the connection string from its detail. */
export interface ProjectConnection {
  projectRef: string
  connectionString: string | null | undefined
}

export function useProjectConnection(projectRef: string): ProjectConnection {
  const { data } = useQuery(projectDetailQueryOptions(projectRef))
  return { projectRef, connectionString: data?.connectionString }
}

/** Runs a built statement through the one pg-meta call (as the connection's own role) and parses its rows. */
export async function runBuiltSql<T>(connection: ProjectConnection, built: { sql: string; schema: z.ZodMiniType<T> }, signal?: AbortSignal): Promise<T[]> {
  return z.array(built.schema).parse(await executeSql({ ...connection, query: built.sql, signal }))
}
