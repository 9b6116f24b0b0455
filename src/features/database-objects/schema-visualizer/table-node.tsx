import { Link } from '@tanstack/react-router'
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react'
import { memo } from 'react'
import type { GraphTable } from '@/features/database'
import classes from './table-node.module.css'

export type TableNode = Node<{ table: GraphTable; schema: string; projectRef: string }, 'table'>

/**
 * One table of the diagram: its name (a link to the table editor), then each column with its type and
 * key marks (PK / FK as text, not colour alone). Plain elements: the diagram draws hundreds of them.
 */
export const TableNodeView = memo(function TableNodeView({ data: { table, schema, projectRef } }: NodeProps<TableNode>) {
  const foreign = new Set(table.foreign_keys.flatMap((fk) => fk.columns))
  return (
    <div className={classes.node} data-testid="schema-table">
      <Handle type="target" position={Position.Left} className={classes.handle} isConnectable={false} />
      <Handle type="source" position={Position.Right} className={classes.handle} isConnectable={false} />
      <div className={classes.header}>
        <Link to="/project/$ref/editor/$id" params={{ ref: projectRef, id: String(table.id) }} aria-label={`Open ${schema}.${table.name} in the table editor`}>
          {table.name}
        </Link>
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
