import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SignInPage } from '@/features/auth/components/sign-in-page'

export const Route = createFileRoute('/sign-in')({
  validateSearch: z.object({ returnTo: z.string().optional().catch(undefined) }),
  component: SignInPage,
})
