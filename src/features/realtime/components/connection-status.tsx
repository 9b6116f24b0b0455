import { Badge, Group, Text } from '@mantine/core'
import type { ConnectionState } from '../protocol/channel-client'

/** The connection's state in words, always shown (the colour only repeats it). */
export function connectionText(state: ConnectionState, channel: string | undefined): { label: string; detail?: string; color: string } {
  switch (state.status) {
    case 'idle':
      return { label: 'Not connected', color: 'gray' }
    case 'connecting':
      return { label: 'Connecting', detail: channel ? `Joining realtime:${channel}…` : undefined, color: 'blue' }
    case 'joined':
      return { label: 'Joined', detail: channel ? `Listening on realtime:${channel}` : undefined, color: 'green' }
    case 'error':
      return { label: 'Error', detail: state.reason, color: 'red' }
    case 'reconnecting':
      return {
        label: 'Reconnecting',
        detail: `${state.reason} Trying again in ${Math.round(state.delayMs / 1000)} s (attempt ${state.attempt}).`,
        color: 'yellow',
      }
  }
}

export function ConnectionStatus({ state, channel }: { state: ConnectionState; channel: string | undefined }) {
  const { label, detail, color } = connectionText(state, channel)
  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-live="polite" data-testid="realtime-connection" miw={0}>
      <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
        {label}
      </Badge>
      {detail ? (
        <Text size="sm" c={state.status === 'error' ? 'red' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      ) : null}
    </Group>
  )
}
