import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ApiDocsPage } from '@/features/api-docs/components/api-docs-page'

/** CONTRACT §10 `api`: `?resource=` a table or view, `?rpc=` a function; neither, the introduction. */
export const Route = createFileRoute('/_app/project/$ref/api/')({
  validateSearch: z.object({
    resource: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
    rpc: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  }),
  component: function ApiDocsRoute() {
    const { ref } = Route.useParams()
    const { resource, rpc } = Route.useSearch()
    return <ApiDocsPage projectRef={ref} resource={resource} rpc={rpc} />
  },
})
