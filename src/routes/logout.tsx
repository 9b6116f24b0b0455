import { createFileRoute, redirect } from '@tanstack/react-router'
import { signOut } from '@/features/auth/sign-out'

export const Route = createFileRoute('/logout')({
  beforeLoad: async ({ context, preload }) => {
    // Hovering a link to /logout preloads it; only a real visit signs out.
    if (preload) return
    await signOut(context.queryClient)
    throw redirect({ to: '/sign-in', replace: true })
  },
})
