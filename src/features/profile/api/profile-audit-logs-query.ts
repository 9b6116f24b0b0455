import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { profileKeys } from './keys'

/** One entry of the user's own audit trail (shape not given by the spec). */
export const profileAuditLogSchema = z.looseObject({
  id: z.string(),
  action: z.string(),
  occurred_at: z.string(),
  ip_address: z.nullish(z.string()),
  organization_slug: z.nullish(z.string()),
  target: z.nullish(z.string()),
})

/** SPEC §3 profile-area audit logs between date_start and date_end (ISO 8601). */
export const profileAuditLogsQueryOptions = ({ dateStart, dateEnd }: { dateStart: string; dateEnd: string }) =>
  queryOptions({
    queryKey: profileKeys.auditLogs(dateStart, dateEnd),
    queryFn: ({ signal }) =>
      api.get('/platform/profile/audit-logs', z.array(profileAuditLogSchema), { query: { date_start: dateStart, date_end: dateEnd }, signal }),
  })
