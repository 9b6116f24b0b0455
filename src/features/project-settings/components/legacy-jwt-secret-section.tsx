import { Alert, Button, Code, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { CopyButton } from '@/components/copy-button'
import { authConfigQueryOptions, useUpdateAuthConfig } from '@/features/project-auth/api/auth-config-query'
import { jwtSecretQueryOptions } from '@/features/view-as-role/api/jwt-secret-query'
import { toast } from '@/lib/notify'

/** GoTrue refuses an access token that lives longer than a week. */
const MAX_EXPIRY_S = 604_800

/**
 * The legacy JWT secret, read only when the person asks (it is never part of the keys list) and hidden
 * again when they leave the page; and how long the access tokens signed with the keys live.
 */
export function LegacyJwtSecretSection({ projectRef }: { projectRef: string }) {
  const [revealed, setRevealed] = useState(false)
  const secret = useQuery({ ...jwtSecretQueryOptions(projectRef), enabled: revealed, staleTime: 0, gcTime: 0 })
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Legacy JWT secret
        </Title>
        <Text size="sm" c="dimmed">
          The shared secret older servers verify tokens with. Anyone who has it can sign tokens for any user: keep it on servers only.
        </Text>
        {revealed && secret.data ? (
          <Group gap="xs" wrap="nowrap" align="center">
            <Code data-testid="legacy-jwt-secret" style={{ overflowWrap: 'anywhere' }}>
              {secret.data}
            </Code>
            <CopyButton value={secret.data} label="legacy JWT secret" />
          </Group>
        ) : null}
        {revealed && secret.isSuccess && !secret.data ? <Text size="sm">This project has no legacy JWT secret.</Text> : null}
        {secret.isError ? (
          <Alert color="red" title="The JWT secret could not be read" role="alert">
            {secret.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button variant="default" size="xs" loading={revealed && secret.isFetching} onClick={() => setRevealed((shown) => !shown)}>
            {revealed ? 'Hide secret' : 'Reveal secret'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

export function AccessTokenExpirySection({ projectRef }: { projectRef: string }) {
  const config = useQuery(authConfigQueryOptions(projectRef))
  const save = useUpdateAuthConfig(projectRef)
  const [typed, setTyped] = useState<string | null>(null)
  const saved = typeof config.data?.JWT_EXP === 'number' ? config.data.JWT_EXP : null
  const value = typed ?? (saved === null ? '' : String(saved))
  const error = typed !== null && !(/^\d+$/.test(typed) && Number(typed) >= 1 && Number(typed) <= MAX_EXPIRY_S) ? `Enter a whole number of seconds from 1 to ${MAX_EXPIRY_S}` : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (typed === null || error || Number(typed) === saved) return
    save.mutate({ JWT_EXP: Number(typed) }, { onSuccess: () => (setTyped(null), toast.success('Access token expiry saved.')) })
  }
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-labelledby="access-token-expiry-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="access-token-expiry-title">
          Access token expiry
        </Title>
        {config.isError ? (
          <Alert color="red" title="The auth settings could not be read">
            {config.error.message}
          </Alert>
        ) : (
          <NumberInput
            label="Access token expiry (seconds)"
            description="How long a signed-in user's JWT is valid (exp); the client refreshes it before then. Default 3600."
            value={value}
            onChange={(next) => setTyped(String(next))}
            error={error}
            min={1}
            max={MAX_EXPIRY_S}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            disabled={config.isPending}
            maw={320}
          />
        )}
        {save.isError ? (
          <Alert color="red" title="The expiry was not saved" role="alert">
            {save.error.message} Your value is kept: correct it and save again.
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={save.isPending} disabled={typed === null || Number(typed) === saved}>
            Save expiry
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
