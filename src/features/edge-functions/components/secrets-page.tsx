import { ActionIcon, Alert, Code, Loader, Table, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PageHeader } from '@/components/page-header'
import { toast } from '@/lib/notify'
import { DEPLOYED_FROM_FILES, functionsBackend } from '../api/backend'
import { secretsQueryOptions, useSecretsDeleteMutation } from '../api/secrets'
import { AddSecretsForm } from './add-secrets-form'

/** The project's function secrets: names and digests (values are write-only), add several at once, delete. */
export function SecretsPage({ projectRef }: { projectRef: string }) {
  const backend = functionsBackend(projectRef)
  const secrets = useQuery({ ...secretsQueryOptions(projectRef), enabled: backend.managed })
  const remove = useSecretsDeleteMutation(projectRef)
  const [deleting, setDeleting] = useState<string | null>(null)
  return (
    <>
      <PageHeader
        title="Edge Function secrets"
        description="Values every function of this project reads with Deno.env.get(name)."
      />
      {!backend.managed ? (
        <Alert color="blue" title="Deployed from files">
          {DEPLOYED_FROM_FILES} Secrets are the edge runtime&apos;s environment variables.
        </Alert>
      ) : (
        <>
          <AddSecretsForm projectRef={projectRef} />
          {secrets.isPending ? (
            <Loader role="status" aria-label="Loading secrets" />
          ) : secrets.isError ? (
            <Alert color="red" title="Failed to retrieve secrets">
              {secrets.error.message}
            </Alert>
          ) : secrets.data.length === 0 ? (
            <Text c="dimmed" mt="md">
              No secrets yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={480} mt="md">
              <Table aria-label="Secrets">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Digest (SHA-256)</Table.Th>
                    <Table.Th aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {secrets.data.map((secret) => (
                    <Table.Tr key={secret.name}>
                      <Table.Td>
                        <Code>{secret.name}</Code>
                      </Table.Td>
                      <Table.Td ff="monospace" fz="xs" style={{ wordBreak: 'break-all' }}>
                        {secret.value}
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${secret.name}`}
                          onClick={() => setDeleting(secret.name)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
      <ConfirmDialog
        visible={deleting !== null}
        title={`Delete secret ${deleting ?? ''}?`}
        variant="danger"
        confirmLabel="Delete"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate([deleting], {
            onSuccess: () => (toast.success(`Secret ${deleting} deleted`), setDeleting(null)),
            onError: (error) => toast.error(error.message, 'Failed to delete the secret'),
          })
        }
      >
        <Text size="sm">Functions that read it get undefined from their next start.</Text>
      </ConfirmDialog>
    </>
  )
}
