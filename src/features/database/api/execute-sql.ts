import { z } from 'zod/mini'
import { api, CONNECTION_ENCRYPTED_HEADER } from '@/lib/http/client'

export const rowSchema = z.record(z.string(), z.unknown())
export type Row = z.infer<typeof rowSchema>

export interface ExecuteSqlInput {
  projectRef: string
  /** The project's connection string from its detail; sent as the encrypted-connection marker. */
  connectionString: string | null | undefined
  query: string
  signal?: AbortSignal | undefined
}

/**
 * Runs SQL against the project's database through the platform meta path (CONTRACT §5): the rows of
 * the last statement. Without a connection string the client itself rejects it (SPEC §5).
 */
export function executeSql({ projectRef, connectionString, query, signal }: ExecuteSqlInput): Promise<Row[]> {
  const headers: Record<string, string> = connectionString ? { [CONNECTION_ENCRYPTED_HEADER]: connectionString } : {}
  return api.postJson('/platform/pg-meta/{ref}/query', { query }, z.array(rowSchema), {
    params: { ref: projectRef },
    headers,
    signal,
  })
}
