import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '@/components/route-error'
import { requiresSignIn } from '@/features/auth'
import { AccountLayout } from '@/features/account/components/account-layout'

export const Route = createFileRoute('/_app/account')({
  // CONTRACT §14: the person's own pages belong to no organization, so no organization guard or MFA rule.
  component: function AccountRoute() {
    const signedIn = Route.useRouteContext({ select: ({ config }) => requiresSignIn(config) })
    return <AccountLayout signedIn={signedIn} />
  },
  errorComponent: PageError,
})
