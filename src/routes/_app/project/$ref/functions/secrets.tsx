import { createFileRoute } from '@tanstack/react-router'
import { SecretsPage } from '@/features/edge-functions/components/secrets-page'

export const Route = createFileRoute('/_app/project/$ref/functions/secrets')({
  component: function FunctionSecretsRoute() {
    const { ref } = Route.useParams()
    return <SecretsPage projectRef={ref} />
  },
})
