import '@mantine/charts/styles.css'
import { DonutChart } from '@mantine/charts'
import { ColorSwatch, Group, Stack, Text } from '@mantine/core'
import type { QueryStat } from '@/features/database'
import { formatPercent } from './format'

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'pink.6']
const TOP = 5

/** The top queries' share of the total execution time, the rest as one slice (lazy: recharts is heavy). */
export default function QueryTimeChart({ stats }: { stats: readonly QueryStat[] }) {
  const byTime = [...stats].sort((a, b) => b.total_ms - a.total_ms)
  const top = byTime.slice(0, TOP)
  const allTotal = stats[0]?.all_total_ms ?? 0
  if (!allTotal) return null
  const topShare = top.reduce((sum, s) => sum + s.total_ms, 0) / allTotal
  const data = [
    ...top.map((s, i) => ({
      name: `#${i + 1}`,
      value: Number(((s.total_ms / allTotal) * 100).toFixed(2)),
      color: COLORS[i]!,
    })),
    ...(topShare < 0.9999
      ? [{ name: 'Other', value: Number(((1 - topShare) * 100).toFixed(2)), color: 'gray.5' }]
      : []),
  ]
  return (
    <Group align="center" gap="xl" wrap="wrap" role="figure" aria-label="Share of total query time">
      <DonutChart data={data} size={150} thickness={24} valueFormatter={(v) => `${v} %`} tooltipDataSource="segment" />
      <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
        <Text size="sm" fw={600}>
          Share of total query time
        </Text>
        {top.map((s, i) => (
          <Group key={s.id} gap="xs" wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${COLORS[i]!.replace('.', '-')})`} size={12} />
            <Text size="xs" w={60}>
              {formatPercent(s.total_ms / allTotal)}
            </Text>
            <Text size="xs" ff="monospace" truncate="end" style={{ flex: 1 }} title={s.query}>
              {`#${i + 1} ${s.query}`}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  )
}
