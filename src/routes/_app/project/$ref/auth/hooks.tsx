import { createFileRoute } from '@tanstack/react-router'
import { AuthHooksPage, AuthHooksReadOnly } from '@/features/project-auth/components/auth-hooks-page'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/auth/hooks')({
  component: function AuthHooksRoute() {
    const { ref } = Route.useParams()
    return getConfig().platform ? <AuthHooksPage projectRef={ref} /> : <AuthHooksReadOnly />
  },
})
