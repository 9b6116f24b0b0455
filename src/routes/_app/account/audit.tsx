import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { TIME_PRESETS } from '@/features/logs'
import { AuditPage } from '@/features/account/components/audit-page'

export const Route = createFileRoute('/_app/account/audit')({
  // The logs explorer's time range in the URL; each part falls back on its own when invalid.
  validateSearch: z.object({
    range: z.catch(z._default(z.enum([...TIME_PRESETS.map((p) => p.value), 'custom']), '7d'), '7d'),
    start: z.catch(z.optional(z.iso.datetime()), undefined),
    end: z.catch(z.optional(z.iso.datetime()), undefined),
  }),
  component: function AuditRoute() {
    const navigate = useNavigate({ from: Route.fullPath })
    return (
      <AuditPage
        hosted={Route.useRouteContext({ select: ({ config }) => config.platform })}
        range={Route.useSearch()}
        onRangeChange={(range) => void navigate({ search: range })}
      />
    )
  },
})
