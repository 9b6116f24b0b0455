import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { JoinPage } from '@/features/join/components/join-page'

export const Route = createFileRoute('/_app/join')({
  validateSearch: z.object({ token: z.catch(z.optional(z.string().check(z.minLength(1))), undefined) }),
  component: JoinPage,
})
