import { Badge, Box, Group, Stack, Text } from '@mantine/core'
import { costliestNode, type PlanNode } from '../model/explain'

const fmt = (n: number | undefined, digits = 2) => (n === undefined ? '–' : Number(n.toFixed(digits)).toLocaleString())

function PlanItem({ node, costliest, depth }: { node: PlanNode; costliest: PlanNode; depth: number }) {
  const hot = node === costliest
  return (
    <li role="treeitem" aria-expanded={node.children.length > 0 ? true : undefined} aria-selected={false} aria-level={depth + 1}>
      <Box
        py={4}
        px="xs"
        style={{
          borderLeft: `3px solid var(--mantine-color-${hot ? 'red-6' : 'default-border'})`,
          background: hot ? 'var(--mantine-color-red-light)' : undefined,
        }}
        data-costliest={hot || undefined}
      >
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {node.nodeType}
          </Text>
          {node.relation ? (
            <Text size="sm" ff="monospace">
              on {node.relation}
            </Text>
          ) : null}
          {hot ? (
            <Badge color="red" size="xs">
              Costliest step
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          Estimated rows {fmt(node.estimatedRows, 0)} · Actual rows {fmt(node.actualRows, 0)} · Cost {fmt(node.totalCost)} · Time{' '}
          {node.actualTimeMs === undefined ? '–' : `${fmt(node.actualTimeMs, 3)} ms`}
        </Text>
        {node.detail ? (
          <Text size="xs" ff="monospace" c="dimmed">
            {node.detail}
          </Text>
        ) : null}
      </Box>
      {node.children.length > 0 ? (
        <ul role="group" style={{ listStyle: 'none', margin: 0, paddingLeft: 20 }}>
          {node.children.map((child, i) => (
            <PlanItem key={i} node={child} costliest={costliest} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/** EXPLAIN (FORMAT JSON) as a tree: node, relation, rows (estimated and actual), cost and time. */
export function ExplainTree({ plan, analyze, durationMs }: { plan: PlanNode; analyze: boolean; durationMs: number }) {
  const costliest = costliestNode(plan)
  return (
    <Stack gap="xs" p="sm">
      <Text size="sm" c="dimmed">
        {analyze ? 'Query plan with actual times (EXPLAIN ANALYZE)' : 'Estimated query plan (EXPLAIN)'} · {durationMs} ms
      </Text>
      <ul role="tree" aria-label="Query plan" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <PlanItem node={plan} costliest={costliest} depth={0} />
      </ul>
    </Stack>
  )
}
