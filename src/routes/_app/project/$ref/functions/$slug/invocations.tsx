import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { FunctionInvocations } from '@/features/edge-functions/components/function-invocations'

const searchSchema = z.object({ status: z.catch(z.optional(z.enum(['all', 'success', 'error'])), undefined) })

export const Route = createFileRoute('/_app/project/$ref/functions/$slug/invocations')({
  validateSearch: searchSchema,
  component: function FunctionInvocationsRoute() {
    const { ref, slug } = Route.useParams()
    const { status } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <FunctionInvocations
        projectRef={ref}
        slug={slug}
        status={status ?? 'all'}
        onStatus={(next) => void navigate({ search: { status: next } })}
      />
    )
  },
})
