import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { FunctionOverview } from '@/features/edge-functions/components/function-overview'

const searchSchema = z.object({ period: z.catch(z.optional(z.enum(['hour', 'day', 'week'])), undefined) })

export const Route = createFileRoute('/_app/project/$ref/functions/$slug/')({
  validateSearch: searchSchema,
  component: function FunctionOverviewRoute() {
    const { ref, slug } = Route.useParams()
    const { period } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <FunctionOverview
        projectRef={ref}
        slug={slug}
        period={period ?? 'hour'}
        onPeriod={(next) => void navigate({ search: { period: next } })}
      />
    )
  },
})
