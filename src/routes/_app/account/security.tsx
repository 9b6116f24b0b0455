import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { isSafeReturnPath, requiresSignIn } from '@/features/auth'
import { authUserQueryOptions } from '@/features/auth/api/auth-user-query'
import { SecurityPage } from '@/features/account/components/security-page'

export const Route = createFileRoute('/_app/account/security')({
  // Where to go once an authenticator app is added (the page the MFA rule kept the person from).
  validateSearch: z.object({
    returnTo: z.catch(z.optional(z.string().check(z.refine(isSafeReturnPath))), undefined),
  }),
  loader: ({ context: { queryClient, config } }) =>
    requiresSignIn(config) ? queryClient.ensureQueryData(authUserQueryOptions()) : undefined,
  component: function SecurityRoute() {
    return <SecurityPage returnTo={Route.useSearch().returnTo} />
  },
})
