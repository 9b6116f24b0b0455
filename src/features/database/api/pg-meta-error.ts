import { z } from 'zod/mini'
import { isApiError } from '@/lib/http/errors'

/** CONTRACT §7: the body of a failed pg-meta query, as postgres-meta (and the mock) answer it. */
const pgMetaErrorBodySchema = z.object({
  message: z.optional(z.string()),
  formattedError: z.optional(z.string()),
  code: z.optional(z.string()),
  position: z.optional(z.union([z.string(), z.number()])),
  detail: z.optional(z.string()),
  hint: z.optional(z.string()),
})

export interface PgMetaError {
  /** HTTP status: 400 query error, 408 read timeout, 503 too many clients, 504 connection timeout, 500. */
  status: number | undefined
  message: string
  /** Postgres's own text with its `LINE n:` and caret lines, shown as is (monospace). */
  formattedError: string | undefined
  /** SQLSTATE, e.g. 42601. */
  sqlState: string | undefined
  /** 1-based character offset into the statement text, when Postgres gave one. */
  position: number | undefined
  detail: string | undefined
  hint: string | undefined
}

const STATUS_MESSAGES: Record<number, string> = {
  408: 'The query took too long and was stopped (query read timeout). Add a limit or an index, or run it in smaller parts.',
  503: 'The database has too many clients right now. Wait a moment and try again.',
  504: 'Could not connect to the database in time (connection timeout). Check that the database is running and reachable.',
}

/** Reads the pg-meta fields out of a failed call's error; anything else keeps its own message. */
export function toPgMetaError(error: unknown): PgMetaError {
  const status = isApiError(error) ? error.code : undefined
  const parsed = pgMetaErrorBodySchema.safeParse(isApiError(error) ? error.body : undefined)
  const body = parsed.success ? parsed.data : {}
  const fallback = error instanceof Error ? error.message : String(error)
  const position = body.position === undefined ? undefined : Number(body.position)
  return {
    status,
    message: (status !== undefined && STATUS_MESSAGES[status]) || body.message || fallback,
    formattedError: body.formattedError || undefined,
    sqlState: body.code,
    position: Number.isFinite(position) && position! > 0 ? position : undefined,
    detail: body.detail,
    hint: body.hint,
  }
}
