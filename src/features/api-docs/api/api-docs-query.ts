import { queryOptions } from '@tanstack/react-query'
import { apiFunctionsSql, apiRelationsSql } from '@/features/database'
import { databaseKeys } from '@/features/database/api/keys'
import { runIntrospection } from '@/features/database-objects/api/introspection'
import type { ProjectConnection } from '@/features/database-objects/api/run-built-sql'
import { shouldRetry } from '@/lib/http/retry'

/**
 * The exposed schemas' tables, views and functions, read through pg-meta. Never fresh for long: the
 * docs follow the schema, so they are read again on every visit, on focus and while the page is open.
 */
export const API_DOCS_REFRESH_MS = 30_000

export const apiDocsKeys = {
  all: (ref: string) => [...databaseKeys.all(ref), 'api-docs'] as const,
  schema: (ref: string, schemas: readonly string[]) => [...apiDocsKeys.all(ref), schemas] as const,
}

export const apiDocsQueryOptions = (connection: ProjectConnection, schemas: readonly string[]) =>
  // The connection belongs to the project the key names.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: apiDocsKeys.schema(connection.projectRef, schemas),
    queryFn: async ({ signal }) => {
      const [relations, functions] = await Promise.all([
        runIntrospection(connection, apiRelationsSql(schemas), signal),
        runIntrospection(connection, apiFunctionsSql(schemas), signal),
      ])
      return { relations, functions }
    },
    enabled: Boolean(connection.connectionString),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: API_DOCS_REFRESH_MS,
    retry: shouldRetry,
  })
