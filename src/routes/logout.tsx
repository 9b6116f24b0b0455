import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageLoader } from '@/components/page-loader'
import { signOut } from '@/features/auth/sign-out'

export const Route = createFileRoute('/logout')({
  component: SignOutPage,
})

/**
 * Signs out once this page has replaced the signed-in frame: cleared while that frame was still
 * mounted (a beforeLoad), the query cache made its profile and permissions queries fetch again
 * without a session (two 401s). A preloaded /logout (hover) does nothing: only a rendered one signs out.
 */
function SignOutPage() {
  const { queryClient } = Route.useRouteContext()
  const navigate = useNavigate()
  useEffect(() => {
    void signOut(queryClient).then(() => navigate({ to: '/sign-in', replace: true }))
  }, [queryClient, navigate])
  return <PageLoader />
}
