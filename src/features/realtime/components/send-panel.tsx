import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { useState } from 'react'
import { parseJsonPayload } from '../inspector-form'

const MONOSPACE_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }

interface SendPanelProps {
  onBroadcast: (event: string, payload: unknown) => void
  onTrack: (state: Record<string, unknown>) => void
}

/** Send a broadcast or track presence: any time once joined, whether or not a message has arrived. */
export function SendPanel({ onBroadcast, onTrack }: SendPanelProps) {
  const [event, setEvent] = useState('test')
  const [payload, setPayload] = useState('{"message": "hello"}')
  const [errors, setErrors] = useState<{ event?: string; payload?: string }>({})
  const [presence, setPresence] = useState('{"user": "inspector"}')
  const [presenceError, setPresenceError] = useState<string | undefined>()
  const [sent, setSent] = useState<string | undefined>()

  return (
    <Stack gap="md">
      <form
        aria-label="Send a broadcast"
        onSubmit={(e) => {
          e.preventDefault()
          const parsed = parseJsonPayload(payload)
          const next = { event: event.trim() ? undefined : 'Enter an event name.', payload: parsed.ok ? undefined : parsed.message }
          setErrors(next)
          setSent(undefined)
          if (next.event || !parsed.ok) return
          onBroadcast(event.trim(), parsed.value)
          setSent(`Broadcast "${event.trim()}" sent.`)
        }}
      >
        <Stack gap="xs">
          <Group align="flex-start" gap="md" wrap="wrap">
            <TextInput label="Event name" value={event} onChange={(e) => setEvent(e.currentTarget.value)} error={errors.event} w={{ base: '100%', sm: 200 }} />
            <Textarea
              label="Payload (JSON)"
              value={payload}
              onChange={(e) => setPayload(e.currentTarget.value)}
              error={errors.payload}
              autosize
              minRows={2}
              maxRows={8}
              styles={MONOSPACE_INPUT}
              style={{ flex: 1, minWidth: 0 }}
              miw={{ base: '100%', sm: 260 }}
            />
          </Group>
          <Group gap="sm">
            <Button type="submit">Send broadcast</Button>
            {sent ? (
              <Text size="sm" role="status">
                {sent}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </form>
      <form
        aria-label="Track presence"
        onSubmit={(e) => {
          e.preventDefault()
          const parsed = parseJsonPayload(presence)
          const isObject = parsed.ok && typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value)
          setPresenceError(parsed.ok ? (isObject ? undefined : 'The presence state is a JSON object, e.g. {"user": "ada"}.') : parsed.message)
          if (isObject) onTrack(parsed.value as Record<string, unknown>)
        }}
      >
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Presence state (JSON object)"
            value={presence}
            onChange={(e) => setPresence(e.currentTarget.value)}
            error={presenceError}
            styles={MONOSPACE_INPUT}
            style={{ flex: 1 }}
            miw={{ base: '100%', sm: 260 }}
          />
          <Button type="submit" variant="default">
            Track presence
          </Button>
        </Group>
      </form>
    </Stack>
  )
}
