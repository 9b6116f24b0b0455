import { z } from 'zod/mini'
import { api, CONNECTION_ENCRYPTED_HEADER } from '@/lib/http/client'

export type Row = Record<string, unknown>

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The rows of a statement: an array of objects, checked row by row. The cells are whatever Postgres
 * sent (any JSON value), so they are not walked one by one: a 100,000-row answer is accepted in about a
 * millisecond, and the rows are the parsed objects themselves, not copies (issue 26 item 2).
 */
export const rowsSchema = z.custom<Row[]>((value) => Array.isArray(value) && value.every(isRow), {
  error: 'Expected an array of rows',
})

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
  return api.postJson('/platform/pg-meta/{ref}/query', { query }, rowsSchema, {
    params: { ref: projectRef },
    headers,
    signal,
  })
}
