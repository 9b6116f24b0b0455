import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { SignInMfaPage } from '@/features/auth/components/sign-in-mfa-page'
import { guardSignInMfa } from '@/features/auth/sign-in-mfa-guard'

export const Route = createFileRoute('/sign-in-mfa')({
  // returnTo is read from the raw query by resolveReturnTo (SPEC §2); other parameters pass through.
  validateSearch: z.looseObject({ returnTo: z.catch(z.optional(z.string()), undefined) }),
  beforeLoad: guardSignInMfa,
  component: function SignInMfaRoute() {
    const context = Route.useRouteContext()
    return <SignInMfaPage config={context.config} factors={'factors' in context ? context.factors : []} />
  },
})
