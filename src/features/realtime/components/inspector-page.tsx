import { Alert, Button, Card, Code, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { PageHeader } from '@/components/page-header'
import { isServiceNotConfigured, ServiceNote, ServiceNotConfigured } from '@/components/service-not-configured'
import { claimsOf, isDefaultRole, roleLabel } from '@/features/database'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import { projectSettingsQueryOptions } from '@/features/projects/api/project-settings-query'
import { jwtSecretQueryOptions, signClaims, useViewAsRole } from '@/features/view-as-role'
import { realtimeBackend, realtimeGatewayQueryOptions } from '../api/backend'
import type { JoinValues } from '../inspector-form'
import { ConnectionStatus } from './connection-status'
import { JoinForm } from './join-form'
import { MessagesPanel } from './messages-panel'
import { SendPanel } from './send-panel'
import { useRealtimeChannel } from './use-realtime-channel'

/** The Realtime inspector (CONTRACT §16): join a channel, watch what arrives, send broadcasts, track presence. */
export function InspectorPage({ projectRef }: { projectRef: string }) {
  const backend = useMemo(() => realtimeBackend(projectRef), [projectRef])
  const gateway = useQuery({ ...realtimeGatewayQueryOptions(projectRef), enabled: backend.kind === 'gateway' })
  const settings = useQuery({ ...projectSettingsQueryOptions(projectRef), enabled: backend.kind === 'platform' })
  const detail = useQuery(projectDetailQueryOptions(projectRef))
  const choice = useViewAsRole(projectRef)
  const impersonating = !isDefaultRole(choice)
  const secret = useQuery({ ...jwtSecretQueryOptions(projectRef), enabled: impersonating && backend.kind === 'platform' })
  const channel = useRealtimeChannel()
  const queryClient = useQueryClient()

  const blocked = !impersonating
    ? undefined
    : backend.kind === 'gateway'
      ? `Self-hosted, the channel is joined with the gateway's key (DASHBOARD_REALTIME_KEY): a token for ${roleLabel(choice)} cannot be signed in the browser. Choose the default role to join.`
      : secret.isError || (secret.isSuccess && !secret.data)
        ? `Joining as ${roleLabel(choice)} needs a token signed with the project's JWT secret, which could not be read.`
        : undefined

  const join = (values: JoinValues) => {
    const [schema = 'public', ...rest] = values.table.split('.')
    // Read when the socket opens (and again on each reconnection), not when the form was sent.
    const endpoint = () => queryClient.ensureQueryData(projectSettingsQueryOptions(projectRef)).then((s) => s.app_config.endpoint)
    const roleToken = async () => {
      const key = await queryClient.ensureQueryData(jwtSecretQueryOptions(projectRef))
      if (!key) throw new Error(`Joining as ${roleLabel(choice)} needs a token signed with the project's JWT secret, which could not be read.`)
      return signClaims(key, claimsOf(choice, projectRef)!)
    }
    channel.join({
      config: {
        channel: values.channel.trim(),
        private: values.isPrivate,
        broadcast: values.kinds.includes('broadcast'),
        presence: values.kinds.includes('presence'),
        postgresChanges: values.kinds.includes('postgres_changes') ? [{ schema, table: rest.join('.'), filter: values.filter.trim() || undefined }] : [],
      },
      kinds: new Set(values.kinds),
      socketUrl: () => backend.socketUrl(endpoint),
      accessToken: impersonating ? roleToken : undefined,
    })
  }

  const header = (
    <PageHeader
      title="Realtime inspector"
      description="Join a channel to watch its broadcasts, presence and database changes as they arrive, and send broadcasts to it."
    />
  )
  if (backend.kind === 'gateway' && gateway.isPending)
    return (
      <>
        {header}
        <Loader aria-label="Checking the realtime service" />
      </>
    )
  if (backend.kind === 'gateway' && gateway.isError)
    return (
      <>
        {header}
        {isServiceNotConfigured(gateway.error) ? (
          <ServiceNotConfigured service="realtime" />
        ) : (
          <Alert color="red" title="The realtime service did not answer">
            {gateway.error.message}
          </Alert>
        )}
      </>
    )

  const connected = channel.joined !== undefined
  return (
    <>
      {header}
      <ServiceNote service="realtime" />
      {settings.isError ? (
        <Alert color="red" mb="md" title="The project's API URL could not be read">
          {settings.error.message}
        </Alert>
      ) : null}
      <Stack gap="lg">
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <ConnectionStatus state={channel.state} channel={channel.joined?.channel} />
              {connected ? (
                <Button variant="default" onClick={channel.leave}>
                  Leave
                </Button>
              ) : null}
            </Group>
            {connected ? (
              <Text size="sm">
                Channel <Code>{channel.joined?.channel}</Code> ({channel.joined?.private ? 'private' : 'public'})
                {impersonating ? `, as ${roleLabel(choice)}` : ''}.
              </Text>
            ) : (
              <JoinForm projectRef={projectRef} connectionString={detail.data?.connectionString} blocked={blocked} onJoin={join} />
            )}
          </Stack>
        </Card>
        {channel.state.status === 'joined' ? (
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="sm">
              Send
            </Title>
            <SendPanel onBroadcast={channel.sendBroadcast} onTrack={channel.track} />
          </Card>
        ) : null}
        <section aria-label="Messages">
          <Title order={2} size="h4" mb="sm">
            Messages
          </Title>
          <MessagesPanel buffer={channel.buffer} joined={connected} />
        </section>
      </Stack>
    </>
  )
}
