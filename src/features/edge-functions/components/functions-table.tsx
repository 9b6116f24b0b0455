import { Badge, Table, Text } from '@mantine/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { AnchorLink } from '@/components/links'
import { functionUrl } from '../api/backend'
import type { EdgeFunction } from '../api/schemas'
import { formatDateTime } from '@/lib/format/date-time'
import { CopyUrl } from './copy-url'

const ROW_HEIGHT = 49
const COLUMNS = ['Name', 'URL', 'Status', 'Version', 'Last deployed', 'Verify JWT']

/** The functions, virtualized (a project may have hundreds): spacer rows keep the table's semantics. */
export function FunctionsTable({
  projectRef,
  apiUrl,
  urlProblem,
  list,
}: {
  projectRef: string
  /** The project's API URL (its settings), undefined while it loads. */
  apiUrl: string | undefined
  urlProblem: string | undefined
  list: EdgeFunction[]
}) {
  const parent = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: list.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  })
  const rows = virtualizer.getVirtualItems()
  const before = rows[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0)
  return (
    <div ref={parent} style={{ maxHeight: '70vh', overflow: 'auto' }}>
      <Table highlightOnHover stickyHeader aria-label="Edge functions" aria-rowcount={list.length + 1} miw={760}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 ? <tr aria-hidden style={{ height: before }} /> : null}
          {rows.map((row) => {
            const fn = list[row.index]!
            return (
              <Table.Tr
                key={fn.id}
                data-index={row.index}
                ref={virtualizer.measureElement}
                aria-rowindex={row.index + 2}
              >
                <Table.Td>
                  <AnchorLink to="/project/$ref/functions/$slug" params={{ ref: projectRef, slug: fn.slug }} fw={600}>
                    {fn.name}
                  </AnchorLink>
                  {fn.name !== fn.slug ? (
                    <Text size="xs" c="dimmed">
                      {fn.slug}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <CopyUrl url={apiUrl && functionUrl(apiUrl, fn.slug)} problem={urlProblem} />
                </Table.Td>
                <Table.Td>
                  <Badge color={fn.status === 'ACTIVE' ? 'green' : 'gray'} variant="light">
                    {fn.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{fn.version ?? '—'}</Table.Td>
                <Table.Td>{formatDateTime(fn.updated_at)}</Table.Td>
                <Table.Td>{fn.verify_jwt === null ? '—' : fn.verify_jwt ? 'On' : 'Off'}</Table.Td>
              </Table.Tr>
            )
          })}
          {after > 0 ? <tr aria-hidden style={{ height: after }} /> : null}
        </Table.Tbody>
      </Table>
    </div>
  )
}
