import {
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { useState } from 'react'
import { CopyButton } from '@/components/copy-button'
import type { LogRow } from '../logs-sql'
import { REQUEST_ID_SOURCES, type LogSourceName } from '../sources'
import { formatMicros } from './results-list'

function CopyValue({ value, label }: { value: string; label: string }) {
  return <CopyButton value={value} label={label} size="xs" />
}

function TreeNode({ name, value, path }: { name: string; value: unknown; path: string }) {
  const [open, setOpen] = useState(true)
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
    return (
      <li>
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-label={`${open ? 'Collapse' : 'Expand'} ${path}`}
        >
          <Group gap={4} wrap="nowrap">
            {open ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />}
            <Text size="xs" ff="monospace" fw={600}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`}
            </Text>
          </Group>
        </UnstyledButton>
        {open ? (
          <ul style={{ listStyle: 'none', paddingLeft: 16, margin: 0 }}>
            {entries.map(([key, child]) => (
              <TreeNode key={key} name={key} value={child} path={`${path}.${key}`} />
            ))}
          </ul>
        ) : null}
      </li>
    )
  }
  const text = value === null ? 'null' : String(value)
  return (
    <li data-path={path}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Text size="xs" ff="monospace" fw={600}>
          {name}:
        </Text>
        <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid={`field-${path}`}>
          {text}
        </Text>
        <CopyValue value={text} label={path} />
      </Group>
    </li>
  )
}

/** The event's fields as a collapsible tree with copy; a request id leads to the same request in the other sources. */
export function EventDetail({
  row,
  source,
  onFollow,
  onClose,
}: {
  row: LogRow
  source: LogSourceName | undefined
  onFollow: (target: LogSourceName, requestId: string) => void
  onClose: () => void
}) {
  const { id, timestamp, event_message, ...rest } = row
  const requestId = (rest.metadata as { request_id?: unknown } | undefined)?.request_id
  return (
    <Paper withBorder p="sm" role="region" aria-label="Event details">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h6">
            Event {formatMicros(timestamp)}
          </Title>
          <Group gap={4}>
            <CopyButton value={JSON.stringify(row, null, 2)} text="Copy JSON" size="xs" />
            <Button size="compact-xs" variant="subtle" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Group>
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {event_message}
        </Text>
        {typeof requestId === 'string' ? (
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              Follow request:
            </Text>
            {REQUEST_ID_SOURCES.filter((s) => s !== source).map((target) => (
              <Button key={target} size="compact-xs" variant="light" onClick={() => onFollow(target, requestId)}>
                Show in {target}
              </Button>
            ))}
          </Group>
        ) : null}
        <ScrollArea.Autosize mah={420}>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Event fields">
            <TreeNode name="id" value={id} path="id" />
            <TreeNode name="timestamp" value={timestamp} path="timestamp" />
            {Object.entries(rest).map(([key, value]) => (
              <TreeNode key={key} name={key} value={value} path={key} />
            ))}
          </ul>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  )
}
