import { Badge, Box, Group, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react'
import type { GraphTable } from '@/features/database'
import { HEADER_HEIGHT, NODE_WIDTH, ROW_HEIGHT } from './layout'

export type TableNode = Node<{ table: GraphTable; schema: string; projectRef: string }, 'table'>

const hidden = { opacity: 0, pointerEvents: 'none' } as const

/** One table of the diagram: its name (a link to the table editor), then each column with its type and key marks. */
export function TableNodeView({ data: { table, schema, projectRef } }: NodeProps<TableNode>) {
  const foreign = new Set(table.foreign_keys.flatMap((fk) => fk.columns))
  return (
    <Box
      w={NODE_WIDTH}
      bg="var(--mantine-color-body)"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6, overflow: 'hidden' }}
      data-testid="schema-table"
    >
      <Handle type="target" position={Position.Left} style={hidden} isConnectable={false} />
      <Handle type="source" position={Position.Right} style={hidden} isConnectable={false} />
      <Group h={HEADER_HEIGHT} px="sm" bg="var(--mantine-color-default-hover)" wrap="nowrap">
        <Link
          to="/project/$ref/editor/$id"
          params={{ ref: projectRef, id: String(table.id) }}
          aria-label={`Open ${schema}.${table.name} in the table editor`}
          style={{
            fontWeight: 600,
            fontSize: 13,
            color: 'inherit',
            textDecoration: 'none',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {table.name}
        </Link>
      </Group>
      <Box py={4}>
        {table.columns.map((column) => (
          <Group key={column.name} h={ROW_HEIGHT} px="sm" gap={6} wrap="nowrap" justify="space-between">
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              {column.primary_key ? (
                <Badge size="xs" color="yellow" variant="light" title="Primary key">
                  PK
                </Badge>
              ) : null}
              {foreign.has(column.name) ? (
                <Badge size="xs" color="blue" variant="light" title="Foreign key">
                  FK
                </Badge>
              ) : null}
              <Text size="xs" truncate fw={column.primary_key ? 600 : 400}>
                {column.name}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" truncate ff="monospace">
              {column.type}
              {column.nullable ? '' : ' not null'}
            </Text>
          </Group>
        ))}
      </Box>
    </Box>
  )
}
