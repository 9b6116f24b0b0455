import { Badge, Loader, Text, UnstyledButton } from '@mantine/core'
import { formatDateTime, fromMicros } from '@/lib/format/date-time'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import type { LogRow } from '../logs-sql'
import classes from './results-list.module.css'

const ROW_HEIGHT = 32
export const formatMicros = (micros: number) => formatDateTime(fromMicros(micros), { zone: true })

/** Events newest first in a virtualized list; reaching the end asks for the older page. */
export function ResultsList({
  rows,
  selectedId,
  onSelect,
  hasMore,
  loadingMore,
  onLoadMore,
  showSource = false,
  busy = false,
}: {
  rows: LogRow[]
  selectedId: string | undefined
  onSelect: (row: LogRow) => void
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  showSource?: boolean
  /** The rows shown are the previous query's while the new one runs. */
  busy?: boolean
}) {
  const parent = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 15,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? -1
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - 10) onLoadMore()
  }, [hasMore, loadingMore, lastIndex, rows.length, onLoadMore])
  return (
    <div
      ref={parent}
      className={classes.scroller}
      role="list"
      aria-label="Log events"
      aria-busy={busy}
      data-busy={busy || undefined}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const row = rows[item.index]!
          const source = typeof row.source === 'string' ? row.source : undefined
          return (
            <div
              key={`${row.id}-${item.index}`}
              role="listitem"
              className={classes.row}
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
            >
              <UnstyledButton
                className={classes.button}
                data-selected={row.id === selectedId || undefined}
                onClick={() => onSelect(row)}
                aria-label={`Event ${row.event_message}`}
              >
                <Text size="xs" c="dimmed" ff="monospace" className={classes.time}>
                  {formatMicros(row.timestamp)}
                </Text>
                {showSource && source ? (
                  <Badge size="xs" variant="light" className={classes.source}>
                    {source}
                  </Badge>
                ) : null}
                <Text size="sm" ff="monospace" truncate data-testid="log-message">
                  {row.event_message}
                </Text>
              </UnstyledButton>
            </div>
          )
        })}
      </div>
      {loadingMore ? <Loader role="status" size="xs" m="xs" aria-label="Loading older events" /> : null}
    </div>
  )
}
