import { createFileRoute } from '@tanstack/react-router'
import { requiresSignIn } from '@/features/auth'
import { authUserQueryOptions } from '@/features/auth/api/auth-user-query'
import { ProfilePage } from '@/features/account/components/profile-page'

export const Route = createFileRoute('/_app/account/me')({
  loader: ({ context: { queryClient, config } }) => {
    if (requiresSignIn(config)) void queryClient.prefetchQuery(authUserQueryOptions())
  },
  component: function ProfileRoute() {
    return <ProfilePage hosted={Route.useRouteContext({ select: ({ config }) => config.platform })} />
  },
})
