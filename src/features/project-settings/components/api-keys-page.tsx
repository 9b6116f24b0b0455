import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PageHeader } from '@/components/page-header'
import { PageLoader } from '@/components/page-loader'
import { toast } from '@/lib/notify'
import { apiKeysQueryOptions, useRevokeApiKey, type ApiKey } from '../api/api-keys'
import { ApiKeysTable } from './api-keys-table'
import { CreateApiKeyDialog } from './create-api-key-dialog'

const SECTIONS = [
  { type: 'publishable', title: 'Publishable keys', help: 'Safe in a browser or app: access is limited by your row level security policies.' },
  { type: 'secret', title: 'Secret keys', help: 'For your servers only: they bypass row level security. Never put one in a browser.' },
  { type: 'legacy', title: 'Legacy API keys', help: 'The JWT-based anon and service_role keys.' },
] as const

export function ApiKeysPage({ projectRef }: { projectRef: string }) {
  const keys = useQuery(apiKeysQueryOptions(projectRef))
  const [creating, setCreating] = useState(false)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)
  const revoke = useRevokeApiKey(projectRef)
  if (keys.isPending) return <PageLoader />
  if (keys.isError)
    return (
      <Alert color="red" title="The API keys could not be loaded">
        {keys.error.message}
      </Alert>
    )
  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys your applications use to call this project's API."
        actions={<Button onClick={() => setCreating(true)}>Create API key</Button>}
      />
      <Stack gap="lg">
        {SECTIONS.map((section) => {
          const rows = keys.data.filter((key) => key.type === section.type)
          return (
            <Paper withBorder p="lg" key={section.type} component="section" aria-labelledby={`keys-${section.type}`}>
              <Stack gap="xs">
                <Title order={2} size="h4" id={`keys-${section.type}`}>
                  {section.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {section.help}
                </Text>
                {rows.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No keys of this kind.
                  </Text>
                ) : (
                  <ApiKeysTable projectRef={projectRef} title={section.title} rows={rows} onRevoke={setRevoking} />
                )}
              </Stack>
            </Paper>
          )
        })}
      </Stack>
      <CreateApiKeyDialog projectRef={projectRef} opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        visible={revoking !== null}
        title={`Revoke ${revoking?.name ?? ''}?`}
        variant="danger"
        confirmLabel="Revoke key"
        loading={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(`${revoking.name} was revoked.`)
              setRevoking(null)
            },
            onError: (error) => toast.error(error.message, 'The key could not be revoked'),
          })
        }
      >
        <Group>
          <Text size="sm">Applications that use this key stop working at once. This cannot be undone.</Text>
        </Group>
      </ConfirmDialog>
    </>
  )
}
