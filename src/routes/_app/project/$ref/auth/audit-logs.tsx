import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { AuditLogsPage } from '@/features/project-auth/components/audit-logs-page'

const searchSchema = z.object({
  action: z.catch(z.optional(z.string()), undefined),
  user: z.catch(z.optional(z.string()), undefined),
})

export const Route = createFileRoute('/_app/project/$ref/auth/audit-logs')({
  validateSearch: searchSchema,
  component: function AuthAuditLogsRoute() {
    const { ref } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <AuditLogsPage
        projectRef={ref}
        action={search.action ?? ''}
        user={search.user ?? ''}
        onFilter={(next) => void navigate({ search: { action: next.action || undefined, user: next.user.trim() || undefined }, replace: true })}
      />
    )
  },
})
