import { z } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { api } from '@/lib/http/client'
import { ApiError } from '@/lib/http/errors'
import { isRowArray, type Row } from '@/lib/json/json-answer'

// The rows are checked as objects, not cell by cell: each is parsed with the caller's schema below.
const answerSchema = z.object({
  result: z.catch(z.custom<Row[]>(isRowArray), []),
  error: z.optional(z.union([z.string(), z.looseObject({ message: z.optional(z.string()) })])),
})

/**
 * GET /platform/projects/{ref}/analytics/endpoints/logs.all?sql=&iso_timestamp_start=&iso_timestamp_end=
 * (CONTRACT §9). An answer with an error becomes an ApiError with the service's message.
 */
export async function queryLogs<S extends $ZodType>(
  ref: string,
  { sql, schema, start, end }: { sql: string; schema: S; start: number; end: number },
  signal?: AbortSignal,
): Promise<z.output<S>[]> {
  const answer = await api.get('/platform/projects/{ref}/analytics/endpoints/logs.all', answerSchema, {
    params: { ref },
    query: { sql, iso_timestamp_start: new Date(start).toISOString(), iso_timestamp_end: new Date(end).toISOString() },
    signal,
  })
  if (answer.error) {
    const message = typeof answer.error === 'string' ? answer.error : (answer.error.message ?? 'The logs query failed')
    throw new ApiError({ message, code: 400, retryable: false })
  }
  return answer.result.map((row, index) => {
    const parsed = z.safeParse(schema, row)
    if (!parsed.success)
      throw new ApiError({
        message: `Unexpected log row ${index}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
        retryable: false,
      })
    return parsed.data
  })
}

/** Rows of SQL mode: whatever columns the user selected. */
export const anyRowSchema = z.record(z.string(), z.unknown())
