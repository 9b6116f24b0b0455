import { Alert, Button, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PageHeader } from '@/components/page-header'
import { toast } from '@/lib/notify'
import { useAccessTokenDeleteMutation } from '../api/access-token-delete-mutation'
import { accessTokensQueryOptions, type AccessToken } from '../api/access-tokens-query'
import { formatDay } from '../format'
import { CreateTokenDialog } from './create-token-dialog'

export const HOSTED_ONLY_TOKENS = 'Personal access tokens belong to the hosted platform: this self-hosted dashboard has none.'

/** /account/tokens (CONTRACT §14). `hosted`: the platform's tokens exist. */
export function TokensPage({ hosted }: { hosted: boolean }) {
  const [creating, setCreating] = useState(false)
  return (
    <>
      <PageHeader
        title="Access tokens"
        description="Personal access tokens let scripts and tools call the platform's API as you."
        actions={hosted ? <Button onClick={() => setCreating(true)}>Generate new token</Button> : null}
      />
      {hosted ? <TokenList /> : <Alert color="gray">{HOSTED_ONLY_TOKENS}</Alert>}
      <CreateTokenDialog opened={creating} onClose={() => setCreating(false)} />
    </>
  )
}

function TokenList() {
  const tokens = useQuery(accessTokensQueryOptions())
  const revoke = useAccessTokenDeleteMutation()
  const [revoking, setRevoking] = useState<AccessToken>()
  if (tokens.isPending) return <Text c="dimmed">Loading tokens…</Text>
  if (tokens.isError)
    return (
      <Alert color="red" title="Access tokens could not be loaded">
        <Group gap="sm">
          {tokens.error.message}
          <Button size="xs" variant="default" onClick={() => void tokens.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    )
  if (tokens.data.length === 0)
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed">No access tokens yet. Generate one for each script or tool, so you can revoke one without the others.</Text>
      </Paper>
    )
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" aria-label="Access tokens">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Token</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.data.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td style={{ wordBreak: 'break-word' }}>{token.name}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {token.token_alias}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDay(token.created_at)}</Table.Td>
                <Table.Td>{formatDay(token.expires_at)}</Table.Td>
                <Table.Td>{token.last_used_at ? formatDay(token.last_used_at) : 'Never'}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="default" color="red" aria-label={`Revoke ${token.name}`} onClick={() => setRevoking(token)}>
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        visible={Boolean(revoking)}
        title={`Revoke ${revoking?.name ?? 'token'}`}
        variant="danger"
        confirmLabel="Revoke token"
        size="small"
        loading={revoke.isPending}
        onCancel={() => setRevoking(undefined)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(`Revoked ${revoking.name}.`)
              setRevoking(undefined)
            },
            onError: (error) => toast.error(`Failed to revoke ${revoking.name}: ${error.message}`),
          })
        }
      >
        <Text size="sm">Anything that uses this token stops working at once. This cannot be undone.</Text>
      </ConfirmDialog>
    </Paper>
  )
}
