import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { JoinPage } from '@/features/join/components/join-page'

export const Route = createFileRoute('/_app/join')({
  validateSearch: z.object({ token: z.string().min(1).optional().catch(undefined) }),
  component: JoinPage,
})
