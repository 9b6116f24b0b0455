import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { SignInPage } from '@/features/auth/components/sign-in-page'
import { guardSignIn } from '@/features/auth/sign-in-guard'

export const Route = createFileRoute('/sign-in')({
  // returnTo is read from the raw query by resolveReturnTo (SPEC §2); other parameters pass through.
  validateSearch: z.looseObject({ returnTo: z.catch(z.optional(z.string()), undefined) }),
  beforeLoad: guardSignIn,
  component: function SignInRoute() {
    return <SignInPage config={Route.useRouteContext({ select: (context) => context.config })} />
  },
})
