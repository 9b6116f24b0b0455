import { z } from 'zod/mini'
import { api, CONNECTION_ENCRYPTED_HEADER } from '@/lib/http/client'
import type { Ahead } from '@/lib/json/read-json-answer'
import { ApiError, isApiError } from '@/lib/http/errors'
import { isReadOnly } from '@/features/read-only'
import { type RoleChoice, isDefaultRole, roleLabel, withoutPrefixRow, wrapForRole } from '../sql/impersonation'
import { READ_ONLY_PREFIX, readOnlyRefusal } from '../sql/read-only'
import { schemaChanges, transactionControlStatement, type SchemaChange } from '../sql/schema-changes'
import { sourceOfPage } from './change-source'

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
  /** A big result resolves with its first rows or its columns, the rows appended as they come (`rowsArriving`). */
  ahead?: Ahead | undefined
  /** Where the query comes from, for the changes ledger (§17); default: the page it runs on. */
  source?: string | undefined
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

/** How long a run waits for the ledger at most: a blocked IndexedDB never holds a query's answer back. */
const RECORD_WAIT_MS = 2000

/**
 * Keeps the run's schema changes in the ledger before the run resolves (a reload right after still has
 * them); Dexie loads only now, and a failure to store is not the query's.
 */
function record(projectRef: string, changes: SchemaChange[], source: string, role: RoleChoice | undefined, at: number, error: unknown) {
  const message = error === undefined ? null : error instanceof Error ? error.message : String(error)
  const entries = changes.map(({ text, kind, dependsOnData }) => ({
    projectRef,
    at,
    source,
    statement: text,
    kind,
    dependsOnData,
    role: isDefaultRole(role) ? null : roleLabel(role!),
    error: message,
  }))
  const stored = import('./changes-ledger').then(({ recordChanges }) => recordChanges(entries)).catch(() => {})
  return Promise.race([stored, new Promise<void>((resolve) => setTimeout(resolve, RECORD_WAIT_MS))])
}

/**
 * The one pg-meta query call (CONTRACT §5, §7): runs SQL against the project's database and answers
 * the rows of the last statement. Every page's SQL goes through here, so what applies to all of them is
 * applied once: read-only mode and the role wrapper (§17, §15) as a one-line prefix, and the changes
 * ledger (§17). Without a connection string the client itself rejects it (SPEC §5).
 */
export async function executeSql(input: ExecuteSqlInput): Promise<Row[]> {
  const { projectRef, connectionString, query, signal, role, headers, ahead } = input
  const readOnly = isReadOnly(projectRef)
  const escaping = readOnly ? transactionControlStatement(query) : undefined
  if (escaping !== undefined) throw new ApiError({ message: readOnlyRefusal(escaping), code: 400, retryable: false })
  // Read-only first: the role prefix's select then fixes the transaction's mode before the person's text runs.
  const wrapped = wrapForRole(query, role, projectRef)
  const prefix = readOnly ? READ_ONLY_PREFIX : ''
  const offset = prefix.length + wrapped.offset
  const changes = schemaChanges(query)
  const at = Date.now()
  const source = input.source ?? sourceOfPage(projectRef)
  try {
    const rows = await api.postJson('/platform/pg-meta/{ref}/query', { query: prefix + wrapped.query }, rowsSchema, {
      params: { ref: projectRef },
      headers: { ...(connectionString ? { [CONNECTION_ENCRYPTED_HEADER]: connectionString } : {}), ...headers },
      signal,
      ahead,
    })
    if (changes.length > 0) await record(projectRef, changes, source, role, at, undefined)
    return withoutPrefixRow(rows, wrapped.offset > 0)
  } catch (error) {
    const shifted = shiftPosition(error, offset)
    if (changes.length > 0 && !signal?.aborted) await record(projectRef, changes, source, role, at, shifted)
    throw shifted
  }
}
