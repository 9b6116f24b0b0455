import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { accountKeys } from './keys'

export const auditEntrySchema = z.looseObject({
  action: z.looseObject({ name: z.string(), metadata: z.optional(z.unknown()) }),
  actor: z.optional(z.looseObject({ id: z.optional(z.string()), metadata: z.optional(z.unknown()) })),
  target: z.optional(z.looseObject({ description: z.nullish(z.string()), metadata: z.optional(z.unknown()) })),
  occurred_at: z.string(),
})

const auditSchema = z.looseObject({ result: z.array(auditEntrySchema), retention_period: z.optional(z.number()) })

/** GET {base}/platform/profile/audit (CONTRACT §14), newest first. */
export const accountAuditQueryOptions = ({ start, end }: { start: string; end: string }) =>
  queryOptions({
    queryKey: accountKeys.audit(start, end),
    queryFn: async ({ signal }) => {
      const answer = await api.get('/platform/profile/audit', auditSchema, {
        query: { iso_timestamp_start: start, iso_timestamp_end: end },
        signal,
      })
      const result = [...answer.result].sort((a, b) => Date.parse(b.occurred_at) - Date.parse(a.occurred_at))
      return { ...answer, result }
    },
  })
