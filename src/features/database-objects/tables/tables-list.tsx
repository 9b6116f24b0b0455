import { ActionIcon, Badge, Box, Group, Tooltip } from '@mantine/core'
import { IconTable, IconTrash } from '@tabler/icons-react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { AnchorLink } from '@/components/links'
import { RealtimeTableSwitch, type RealtimePublication, type SchemaTable } from '@/features/database'
import type { ProjectConnection } from '../api/run-built-sql'
import type { DatabaseWrite } from '../components/use-database-write'
import { formatRows, formatSize } from '../components/format'
import classes from './tables-list.module.css'

const ROW_HEIGHT = 44
const COLUMNS = ['Name', 'Rows', 'Size', 'Columns', 'Row level security', 'Realtime', 'Actions']

/** The tables of a schema, virtualised: only the rows in view (and a few ahead) are in the page. */
export function TablesList({
  projectRef,
  schema,
  tables,
  counts,
  connection,
  publication,
  write,
  onDrop,
}: {
  projectRef: string
  schema: string
  tables: SchemaTable[]
  /** Exact counts by table id, for the tables small enough to count; the others show the planner's estimate. */
  counts: ReadonlyMap<number, number> | undefined
  connection: ProjectConnection
  /** The supabase_realtime publication, for each table's Realtime switch (undefined while it loads). */
  publication: RealtimePublication | undefined
  write: DatabaseWrite
  onDrop: (table: SchemaTable) => void
}) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: tables.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 900, height: 600 },
  })
  return (
    <Box role="table" aria-label={`Tables in ${schema}`} aria-rowcount={tables.length + 1} className={classes.table}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={`${classes.row} ${classes.header}`}>
          {COLUMNS.map((column) => (
            <div role="columnheader" key={column} className={`${classes.cell} ${classes.headerCell}`}>
              {column}
            </div>
          ))}
        </div>
      </div>
      <div ref={scrollRef} role="rowgroup" className={classes.body}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const table = tables[item.index]!
            const noPolicy = table.rls_enabled && table.policies === 0
            return (
              <div
                role="row"
                key={table.id}
                aria-rowindex={item.index + 2}
                className={classes.row}
                style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                <div role="cell" className={classes.cell}>
                  <AnchorLink to="/project/$ref/database/tables/$id" params={{ ref: projectRef, id: String(table.id) }} fw={500} truncate="end">
                    {table.name}
                  </AnchorLink>
                </div>
                <div role="cell" className={classes.cell}>{formatRows(table.rows, counts?.get(table.id))}</div>
                <div role="cell" className={classes.cell}>{formatSize(table.size_bytes)}</div>
                <div role="cell" className={classes.cell}>{table.columns}</div>
                <div role="cell" className={classes.cell}>
                  <Group gap={4} wrap="nowrap">
                    <Badge variant="light" color={table.rls_enabled ? 'green' : 'orange'}>
                      {table.rls_enabled ? 'RLS on' : 'RLS off'}
                    </Badge>
                    {noPolicy ? (
                      <Badge variant="outline" color="orange" title="Row level security is on and no policy lets anyone read or write the rows">
                        No policy
                      </Badge>
                    ) : null}
                  </Group>
                </div>
                <div role="cell" className={classes.cell}>
                  <RealtimeTableSwitch database={connection} table={{ schema, name: table.name }} publication={publication} write={write} />
                </div>
                <div role="cell" className={classes.cell}>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={`Open ${table.name} in the table editor`}>
                      <AnchorLink
                        to="/project/$ref/editor/$id"
                        params={{ ref: projectRef, id: String(table.id) }}
                        search={{ schema }}
                        aria-label={`Open ${table.name} in the table editor`}
                        className={classes.iconLink}
                      >
                        <IconTable size={16} />
                      </AnchorLink>
                    </Tooltip>
                    {write.can ? (
                      <Tooltip label={`Delete ${table.name}`}>
                        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${table.name}`} onClick={() => onDrop(table)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </div>
              </div>
            )
          })}
        </div>
      </div>
    </Box>
  )
}
