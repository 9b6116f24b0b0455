import { createFileRoute, redirect } from '@tanstack/react-router'
import { signOut } from '@/features/auth/sign-out'

export const Route = createFileRoute('/logout')({
  beforeLoad: async ({ context }) => {
    await signOut(context.queryClient)
    throw redirect({ to: '/sign-in' })
  },
})
