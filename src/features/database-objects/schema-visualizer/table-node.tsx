import { Handle, type Node, type NodeProps, Position, type ReactFlowState, useStore } from '@xyflow/react'
import { memo } from 'react'
import type { GraphTable } from '@/features/database'
import { showsColumns } from './level-of-detail'
import classes from './table-node.module.css'

/** `href`: the table editor's URL, built once by the diagram (a router link per node costs hundreds of subscriptions). */
export type TableNode = Node<{ table: GraphTable; schema: string; href: string }, 'table'>

/**
 * One table of the diagram: its name (a link to the table editor), then each column with its type and
 * key marks (PK / FK as text, not colour alone), or, zoomed out or far from the screen, a compact body
 * of the same size (level-of-detail.ts). Plain elements and a CSS module: the diagram draws hundreds.
 */
export const TableNodeView = memo(function TableNodeView({
  data: { table, schema, href },
  positionAbsoluteX,
  positionAbsoluteY,
  width = 0,
  height = 0,
  selected,
}: NodeProps<TableNode>) {
  const inView = useStore((state: ReactFlowState) =>
    !state.fitViewQueued && showsColumns(state.transform, state, { x: positionAbsoluteX, y: positionAbsoluteY, width, height }),
  )
  // A selected table (Enter or Space on a focused node) lists its columns at any zoom, for keyboard and screen-reader users.
  const detailed = inView || selected
  return (
    <div className={classes.node} data-testid="schema-table">
      <Handle type="target" position={Position.Left} className={`${classes.handle} ${classes.target}`} isConnectable={false} />
      <Handle type="source" position={Position.Right} className={`${classes.handle} ${classes.source}`} isConnectable={false} />
      <div className={classes.header}>
        <a
          href={href}
          aria-label={`Open ${schema}.${table.name} in the table editor`}
          // A plain click bubbles to the node, whose click handler navigates in the app; a modified
          // click (new tab or window) is the browser's.
          onClick={(event) => (event.metaKey || event.ctrlKey || event.shiftKey ? event.stopPropagation() : event.preventDefault())}
        >
          {table.name}
        </a>
      </div>
      {detailed ? (
        <ColumnRows table={table} />
      ) : (
        <div className={classes.compact}>
          <span className={classes.hidden}>
            {table.columns.length === 1 ? '1 column' : `${table.columns.length} columns`} (zoom in or select the table to read them)
          </span>
        </div>
      )}
    </div>
  )
})

function ColumnRows({ table }: { table: GraphTable }) {
  const foreign = new Set(table.foreign_keys.flatMap((fk) => fk.columns))
  return (
    <div className={classes.columns}>
      {table.columns.map((column) => (
        <div key={column.name} className={classes.column}>
          <span className={column.primary_key ? `${classes.name} ${classes.primary}` : classes.name}>
            {column.primary_key ? (
              <span className={classes.pk} title="Primary key">
                PK
              </span>
            ) : null}
            {foreign.has(column.name) ? (
              <span className={classes.fk} title="Foreign key">
                FK
              </span>
            ) : null}
            {column.name}
          </span>
          <span className={classes.type}>
            {column.type}
            {column.nullable ? '' : ' not null'}
          </span>
        </div>
      ))}
    </div>
  )
}
