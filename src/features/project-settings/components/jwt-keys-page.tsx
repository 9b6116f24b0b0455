import { Alert, Badge, Button, Code, Group, List, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PageHeader } from '@/components/page-header'
import { PageLoader } from '@/components/page-loader'
import { formatDateTime } from '@/lib/format/date-time'
import { toast } from '@/lib/notify'
import { signingKeysQueryOptions, useDeleteSigningKey, useSetSigningKeyStatus, type SigningKey } from '../api/signing-keys'
import { isLegacySecret, SIGNING_KEY_STATUS_COLORS, SIGNING_KEY_STATUS_LABELS, sortSigningKeys } from '../signing-keys'
import { CreateStandbyKeyDialog } from './create-standby-key-dialog'
import { AccessTokenExpirySection, LegacyJwtSecretSection } from './legacy-jwt-secret-section'

const created = (value: string | null | undefined) => formatDateTime(value, { zone: true })
const keyName = (key: SigningKey) => `${key.algorithm} key ${key.id.slice(0, 8)}`

type Pending = { action: 'revoke' | 'delete'; key: SigningKey } | null

/** CONTRACT §10 settings/jwt: the JWT signing keys; create a standby key, rotate to it, revoke and delete old ones. */
export function JwtKeysPage({ projectRef }: { projectRef: string }) {
  const keys = useQuery(signingKeysQueryOptions(projectRef))
  const setStatus = useSetSigningKeyStatus(projectRef)
  const remove = useDeleteSigningKey(projectRef)
  const [creating, setCreating] = useState(false)
  const [rotating, setRotating] = useState(false)
  const [pending, setPending] = useState<Pending>(null)

  if (keys.isPending) return <PageLoader />
  if (keys.isError)
    return (
      <Alert color="red" title="The signing keys could not be loaded">
        {keys.error.message}
      </Alert>
    )
  const rows = sortSigningKeys(keys.data)
  const current = rows.find((key) => key.status === 'in_use')
  const standby = rows.find((key) => key.status === 'standby')

  return (
    <>
      <PageHeader
        title="JWT signing keys"
        description="The keys your project's auth service signs user sessions and tokens with."
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => setCreating(true)} disabled={Boolean(standby)}>
              Create standby key
            </Button>
            <Button onClick={() => (setStatus.reset(), setRotating(true))} disabled={!standby}>
              Rotate keys
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {standby
            ? `The standby key ${keyName(standby)} is ready: rotating makes it the current key.`
            : 'To rotate, first create a standby key; it is published for verification before it signs anything.'}
        </Text>
        <Paper withBorder p="md">
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              This project has no signing keys.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label="Signing keys">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Key ID</Table.Th>
                    <Table.Th>Algorithm</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((key) => (
                    <Table.Tr key={key.id} data-testid={`signing-key-${key.id}`}>
                      <Table.Td>
                        <Code>{key.id}</Code>
                      </Table.Td>
                      <Table.Td>{isLegacySecret(key) ? 'HS256 (legacy JWT secret)' : key.algorithm}</Table.Td>
                      <Table.Td>
                        <Badge color={SIGNING_KEY_STATUS_COLORS[key.status]} variant="light">
                          {SIGNING_KEY_STATUS_LABELS[key.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{created(key.created_at)}</Table.Td>
                      <Table.Td>
                        {key.status === 'previously_used' ? (
                          <Button size="xs" variant="default" color="red" aria-label={`Revoke ${keyName(key)}`} onClick={() => (setStatus.reset(), setPending({ action: 'revoke', key }))}>
                            Revoke
                          </Button>
                        ) : key.status === 'standby' || key.status === 'revoked' ? (
                          <Button size="xs" variant="default" aria-label={`Delete ${keyName(key)}`} onClick={() => (remove.reset(), setPending({ action: 'delete', key }))}>
                            Delete
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
        <AccessTokenExpirySection projectRef={projectRef} />
        <LegacyJwtSecretSection projectRef={projectRef} />
      </Stack>

      <CreateStandbyKeyDialog projectRef={projectRef} opened={creating} onClose={() => setCreating(false)} />

      <ConfirmDialog
        visible={rotating && Boolean(standby)}
        title="Rotate the signing keys?"
        variant="warning"
        confirmLabel="Rotate keys"
        loading={setStatus.isPending}
        onCancel={() => setRotating(false)}
        onConfirm={() =>
          standby &&
          setStatus.mutate(
            { id: standby.id, status: 'in_use' },
            {
              onSuccess: () => {
                toast.success(`${keyName(standby)} now signs new tokens.`)
                setRotating(false)
              },
            },
          )
        }
      >
        <Stack gap="xs">
          <Text size="sm">
            {standby ? keyName(standby) : 'The standby key'} becomes the current key: every new session and token is signed with it.
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              Sessions and tokens signed by the current key{current ? ` (${keyName(current)})` : ''} stay valid until they expire: that
              key moves to Previously used and is still trusted.
            </List.Item>
            {current && isLegacySecret(current) ? (
              <List.Item>
                Tokens signed with the legacy JWT secret, including the legacy anon and service_role API keys, keep working until you
                revoke it. Servers that verify tokens with the shared secret cannot verify the new tokens: they must read your
                project&apos;s public keys (JWKS) instead.
              </List.Item>
            ) : (
              <List.Item>Servers that verify tokens must know the new key; the JWKS endpoint publishes it already.</List.Item>
            )}
            <List.Item>Nothing is revoked: revoke the old key later, once its tokens have expired.</List.Item>
          </List>
          {setStatus.isError ? (
            <Text size="sm" c="red" role="alert">
              {setStatus.error.message}
            </Text>
          ) : null}
        </Stack>
      </ConfirmDialog>

      <ConfirmDialog
        visible={pending !== null}
        title={pending ? `${pending.action === 'revoke' ? 'Revoke' : 'Delete'} ${keyName(pending.key)}?` : ''}
        variant="danger"
        confirmLabel={pending?.action === 'revoke' ? 'Revoke key' : 'Delete key'}
        loading={setStatus.isPending || remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return
          const { key, action } = pending
          const done = {
            onSuccess: () => {
              toast.success(`${keyName(key)} was ${action === 'revoke' ? 'revoked' : 'deleted'}.`)
              setPending(null)
            },
          }
          if (action === 'revoke') setStatus.mutate({ id: key.id, status: 'revoked' }, done)
          else remove.mutate(key.id, done)
        }}
      >
        <Stack gap="xs">
          {pending?.action === 'revoke' ? (
            <>
              <Text size="sm">
                Every session and token signed with this key stops being accepted at once: users signed in with it are signed out and
                must sign in again. This cannot be undone.
              </Text>
              {isLegacySecret(pending.key) ? (
                <Text size="sm" fw={600}>
                  This is the legacy JWT secret: the legacy anon and service_role API keys stop working too. Move your apps to the
                  publishable and secret API keys first.
                </Text>
              ) : null}
            </>
          ) : (
            <Text size="sm">
              {pending?.key.status === 'standby'
                ? 'The standby key is removed from your key set; it never signed anything.'
                : 'The revoked key is removed from the list.'}
            </Text>
          )}
          {setStatus.isError || remove.isError ? (
            <Text size="sm" c="red" role="alert">
              {(setStatus.error ?? remove.error)?.message}
            </Text>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </>
  )
}
