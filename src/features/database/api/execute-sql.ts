import { z } from 'zod/mini'
import { api, CONNECTION_ENCRYPTED_HEADER } from '@/lib/http/client'
import { ApiError, isApiError } from '@/lib/http/errors'
import { type RoleChoice, withoutPrefixRow, wrapForRole } from '../sql/impersonation'

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
  /** Who the query runs as (CONTRACT §15); none or the default: as the connection's own role. */
  role?: RoleChoice | undefined
  /** Extra headers of the call (the SQL editor's application_name). */
  headers?: Record<string, string> | undefined
  /** A big result resolves with its first rows, the others appended as they come (`rowsArriving`). */
  earlyRows?: boolean | undefined
}

/** The same failure with Postgres's position moved back into the person's own text. */
function shiftPosition(error: unknown, offset: number): unknown {
  if (!offset || !isApiError(error) || typeof error.body !== 'object' || error.body === null) return error
  const body = error.body as { position?: unknown }
  const position = Number(body.position)
  if (!Number.isFinite(position)) return error
  return new ApiError({
    message: error.message,
    code: error.code,
    requestId: error.requestId,
    retryAfter: error.retryAfter,
    retryable: error.retryable,
    body: { ...body, position: position > offset ? position - offset : undefined },
  })
}

/**
 * The one pg-meta query call (CONTRACT §5, §7): runs SQL against the project's database and answers
 * the rows of the last statement. Every page's SQL goes through here, so what applies to all of them
 * (the role wrapper of §15) is applied once. Without a connection string the client itself rejects it (SPEC §5).
 */
export async function executeSql({ projectRef, connectionString, query, signal, role, headers, earlyRows }: ExecuteSqlInput): Promise<Row[]> {
  const wrapped = wrapForRole(query, role, projectRef)
  try {
    const rows = await api.postJson('/platform/pg-meta/{ref}/query', { query: wrapped.query }, rowsSchema, {
      params: { ref: projectRef },
      headers: { ...(connectionString ? { [CONNECTION_ENCRYPTED_HEADER]: connectionString } : {}), ...headers },
      signal,
      earlyRows: earlyRows ?? false,
    })
    return withoutPrefixRow(rows, wrapped.offset > 0)
  } catch (error) {
    throw shiftPosition(error, wrapped.offset)
  }
}
