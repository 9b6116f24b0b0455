import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { FunctionLogs } from '@/features/edge-functions/components/function-logs'

const searchSchema = z.object({
  level: z.catch(z.optional(z.enum(['all', 'error', 'warning', 'info', 'debug'])), undefined),
  search: z.catch(z.optional(z.string()), undefined),
})

export const Route = createFileRoute('/_app/project/$ref/functions/$slug/logs')({
  validateSearch: searchSchema,
  component: function FunctionLogsRoute() {
    const { ref, slug } = Route.useParams()
    const { level, search } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <FunctionLogs
        projectRef={ref}
        slug={slug}
        level={level ?? 'all'}
        search={search ?? ''}
        onChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }) })}
      />
    )
  },
})
