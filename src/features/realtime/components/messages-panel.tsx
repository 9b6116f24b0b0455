import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core'
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react'
import { useDeferredValue, useMemo, useState, useSyncExternalStore } from 'react'
import { CopyButton } from '@/components/copy-button'
import { MAX_MESSAGES, type MessageBuffer } from '../protocol/message-buffer'
import { MESSAGE_KINDS, type InspectorMessage, type MessageKind } from '../protocol/messages'
import { KIND_LABELS, lineOf, MessageList } from './message-list'

function matches(message: InspectorMessage, text: string, kind: MessageKind | null) {
  if (kind && message.kind !== kind) return false
  if (!text) return true
  const needle = text.toLowerCase()
  return message.event.toLowerCase().includes(needle) || lineOf(message).toLowerCase().includes(needle)
}

/** The messages: filter by text and kind, pause and resume, clear, copy; newest first, at most 500 kept. */
export function MessagesPanel({ buffer, joined }: { buffer: MessageBuffer; joined: boolean }) {
  // Re-rendered once per animation frame at most, however fast messages arrive (the buffer batches).
  useSyncExternalStore(buffer.subscribe, () => buffer.version)
  const [text, setText] = useState('')
  const [kind, setKind] = useState<MessageKind | null>(null)
  const deferredText = useDeferredValue(text)
  const all = buffer.messages
  const shown = useMemo(() => all.filter((m) => matches(m, deferredText.trim(), kind)), [all, deferredText, kind])
  const paused = buffer.isPaused
  const filtered = shown.length !== all.length

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput label="Filter messages" placeholder="Event or payload text" value={text} onChange={(e) => setText(e.currentTarget.value)} w={{ base: '100%', sm: 240 }} />
        <Select
          label="Kind"
          data={[{ value: 'all', label: 'All kinds' }, ...MESSAGE_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))]}
          value={kind ?? 'all'}
          onChange={(value) => setKind(value && value !== 'all' ? (value as MessageKind) : null)}
          allowDeselect={false}
          w={{ base: '100%', sm: 180 }}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={paused ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />}
            onClick={() => (paused ? buffer.resume() : buffer.pause())}
          >
            {paused ? 'Resume' : 'Pause'}
          </Button>
          <Button variant="default" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => buffer.clear()} disabled={all.length === 0 && buffer.waiting === 0}>
            Clear
          </Button>
          <CopyButton value={() => Promise.resolve(JSON.stringify(shown, null, 2))} text="Copy messages" />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" role="status" data-testid="realtime-message-count">
        {filtered ? `${shown.length} of ${all.length} messages shown` : `${all.length} ${all.length === 1 ? 'message' : 'messages'}`} (the newest{' '}
        {MAX_MESSAGES} are kept){paused ? `. Paused: ${buffer.waiting} new ${buffer.waiting === 1 ? 'message' : 'messages'} waiting.` : ''}
      </Text>
      {all.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl" style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 4 }}>
          {joined ? 'No messages yet: they appear here as they arrive, newest first.' : 'Join a channel to see its messages here.'}
        </Text>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          No message matches the filter.
        </Text>
      ) : (
        <MessageList messages={shown} />
      )}
    </Stack>
  )
}
