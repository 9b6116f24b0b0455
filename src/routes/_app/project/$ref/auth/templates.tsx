import { createFileRoute } from '@tanstack/react-router'
import { EmailTemplatesPage } from '@/features/project-auth/components/email-templates-page'
import { EmailTemplatesReadOnly } from '@/features/project-auth/components/email-templates-read-only'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/auth/templates')({
  component: function AuthTemplatesRoute() {
    const { ref } = Route.useParams()
    // Self-hosted, the auth service reads its emails from its environment: the page names the variables.
    return getConfig().platform ? <EmailTemplatesPage projectRef={ref} /> : <EmailTemplatesReadOnly projectRef={ref} />
  },
})
