import { createFileRoute } from '@tanstack/react-router'
import { accessTokensQueryOptions } from '@/features/account/api/access-tokens-query'
import { TokensPage } from '@/features/account/components/tokens-page'

export const Route = createFileRoute('/_app/account/tokens')({
  // The loader travels with the page's chunk: its query module stays off the entry (the first screen).
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, config } }) => {
    if (config.platform) void queryClient.prefetchQuery(accessTokensQueryOptions())
  },
  component: function TokensRoute() {
    return <TokensPage hosted={Route.useRouteContext({ select: ({ config }) => config.platform })} />
  },
})
