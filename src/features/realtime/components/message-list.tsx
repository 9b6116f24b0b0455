import { Box, Code, Group } from '@mantine/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useEffect, useRef, useState } from 'react'
import { CopyButton } from '@/components/copy-button'
import { formatTime } from '@/lib/format/date-time'
import { oneLine, prettyJson, type InspectorMessage, type MessageKind } from '../protocol/messages'
import classes from './message-list.module.css'

export const KIND_LABELS: Record<MessageKind, string> = {
  broadcast: 'Broadcast',
  presence: 'Presence',
  postgres_changes: 'Database change',
  system: 'System',
}

const ROW_HEIGHT = 34

// A message's one-line text, computed once (the filter reads it on every frame of a burst).
const lines = new WeakMap<InspectorMessage, string>()
export function lineOf(message: InspectorMessage) {
  let line = lines.get(message)
  if (line === undefined) {
    line = oneLine(message.payload)
    lines.set(message, line)
  }
  return line
}

/**
 * One message: time, kind, event and the payload on one line; opened, the payload as formatted JSON.
 * Everything is text nodes: a payload's markup is shown, never rendered.
 */
export const MessageRow = memo(function MessageRow({ message, open, onToggle }: { message: InspectorMessage; open: boolean; onToggle: (id: number) => void }) {
  const detailsId = `realtime-message-${message.id}`
  // Plain elements, not Mantine's: a burst mounts dozens of rows a frame.
  return (
    <div className={classes.message}>
      <button type="button" className={classes.summary} aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={() => onToggle(message.id)}>
        <span className={classes.time}>{formatTime(message.receivedAt)}</span>
        <span className={classes.kind} data-kind={message.kind}>
          {KIND_LABELS[message.kind]}
        </span>
        <span className={classes.event}>{message.event}</span>
        <span className={classes.line} data-testid="realtime-message-payload">
          {lineOf(message)}
        </span>
      </button>
      {open ? (
        <Box id={detailsId} className={classes.details}>
          <Group justify="flex-end" mb={4}>
            <CopyButton value={prettyJson(message.payload)} label="payload" size="xs" />
          </Group>
          <Code block className={classes.json}>
            {prettyJson(message.payload)}
          </Code>
        </Box>
      ) : null}
    </div>
  )
})

/** The kept messages, newest first, in a virtualised list (a burst never puts 500 rows in the page). */
export function MessageList({ messages }: { messages: readonly InspectorMessage[] }) {
  const parent = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const toggle = useCallback(
    (id: number) =>
      setOpen((current) => {
        const next = new Set(current)
        if (!next.delete(id)) next.add(id)
        return next
      }),
    [],
  )
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => parent.current,
    // A closed row is one line of known height: only opened rows are measured (measuring every new row
    // of a burst forces a layout per row).
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => messages[index]!.id,
    overscan: 10,
  })
  // A row opened or closed changes its height: the sizes are measured again.
  useEffect(() => virtualizer.measure(), [open, virtualizer])
  return (
    <div ref={parent} className={classes.scroller} role="list" aria-label="Messages">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const message = messages[item.index]!
          const opened = open.has(message.id)
          return (
            <div
              key={item.key}
              role="listitem"
              data-index={item.index}
              ref={opened ? virtualizer.measureElement : undefined}
              className={classes.row}
              style={{ transform: `translateY(${item.start}px)`, height: opened ? undefined : ROW_HEIGHT }}
            >
              <MessageRow message={message} open={opened} onToggle={toggle} />
            </div>
          )
        })}
      </div>
    </div>
  )
}
