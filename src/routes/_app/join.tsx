import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { validateTokenQueryOptions } from '@/features/join/api/validate-token-query'
import { JoinPage } from '@/features/join/components/join-page'

export const Route = createFileRoute('/_app/join')({
  validateSearch: z.object({ token: z.catch(z.optional(z.string().check(z.minLength(1))), undefined) }),
  loaderDeps: ({ search: { token } }) => ({ token }),
  // The invitation's check starts with the navigation; the page shows its loading and error states.
  // The loader travels with the page's chunk: its query modules stay off the entry (the first screen).
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
  loader: ({ context: { queryClient }, deps: { token } }) => {
    if (token) void queryClient.prefetchQuery(validateTokenQueryOptions(token))
  },
  component: function JoinRoute() {
    return <JoinPage token={Route.useSearch().token} />
  },
})
