import { Group, Stack, Text } from '@mantine/core'
import { CategoryChart } from '@/components/charts'
import type { QueryStat } from '@/features/database'
import { formatPercent } from './format'

const TOP = 5
const SERIES = [{ name: 'share', label: 'Share of the time', color: 'blue.6' }]
const percent = (value: number) => `${value.toFixed(1)} %`

/** The top queries' share of the total execution time, the rest as one bar. */
export function QueryTimeChart({ stats }: { stats: readonly QueryStat[] }) {
  const byTime = [...stats].sort((a, b) => b.total_ms - a.total_ms)
  const top = byTime.slice(0, TOP)
  const allTotal = stats[0]?.all_total_ms ?? 0
  if (!allTotal) return null
  const topShare = top.reduce((sum, s) => sum + s.total_ms, 0) / allTotal
  const data = [
    ...top.map((s, i) => ({ query: `#${i + 1}`, share: (s.total_ms / allTotal) * 100 })),
    ...(topShare < 0.9999 ? [{ query: 'Other', share: (1 - topShare) * 100 }] : []),
  ]
  return (
    <Group align="flex-start" gap="xl" wrap="wrap" role="figure" aria-label="Share of total query time">
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>
        <CategoryChart
          title="Share of total query time by query"
          data={data}
          dataKey="query"
          series={SERIES}
          valueFormat={percent}
        />
      </div>
      <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Text size="sm" fw={600}>
          Share of total query time
        </Text>
        {top.map((s, i) => (
          <Group key={s.id} gap="xs" wrap="nowrap">
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
