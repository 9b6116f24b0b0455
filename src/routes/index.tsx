import { createFileRoute, redirect } from '@tanstack/react-router'
import { landingRedirect } from '@/features/auth/landing'

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect(landingRedirect(context.config))
  },
})
