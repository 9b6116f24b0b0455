import { Handle, type Node, type NodeProps, Position } from '@xyflow/react'
import { memo } from 'react'
import type { GraphTable } from '@/features/database'
import classes from './table-node.module.css'

/** `href`: the table editor's URL, built once by the diagram (a router link per node costs hundreds of subscriptions). */
export type TableNode = Node<{ table: GraphTable; schema: string; href: string }, 'table'>

/**
 * One table of the diagram: its name (a link to the table editor), then each column with its type and
 * key marks (PK / FK as text, not colour alone). Plain elements: the diagram draws hundreds of them.
 */
export const TableNodeView = memo(function TableNodeView({ data: { table, schema, href } }: NodeProps<TableNode>) {
  const foreign = new Set(table.foreign_keys.flatMap((fk) => fk.columns))
  return (
    <div className={classes.node} data-testid="schema-table">
      <Handle type="target" position={Position.Left} className={classes.handle} isConnectable={false} />
      <Handle type="source" position={Position.Right} className={classes.handle} isConnectable={false} />
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
      <div className={classes.columns}>
        {table.columns.map((column) => (
          <div key={column.name} className={classes.column}>
            <span className={classes.name} style={{ fontWeight: column.primary_key ? 600 : 400 }}>
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
    </div>
  )
})
