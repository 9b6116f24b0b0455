import { createFileRoute } from '@tanstack/react-router'
import { VaultSecretsPage } from '@/features/database-objects/vault/vault-secrets-page'

export const Route = createFileRoute('/_app/project/$ref/settings/vault/secrets')({
  component: function VaultSecretsRoute() {
    const { ref } = Route.useParams()
    return <VaultSecretsPage projectRef={ref} />
  },
})
