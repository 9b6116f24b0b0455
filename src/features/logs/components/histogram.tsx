import { Text } from '@mantine/core'
import { TimeChart } from '@/components/charts'

export interface HistogramProps {
  /** `bucket`: the bucket's start in µs since the epoch. */
  rows: { bucket: number; count: number }[]
  start: number
  end: number
  widthMs: number
  onSelectRange: (start: number, end: number) => void
}

const grouped = new Intl.NumberFormat('en-US')
const SERIES = [{ name: 'events', label: 'Events', color: 'brand.6' }]

/** Events per time bucket over the range; dragging across bars (or clicking one, or Enter) narrows the range to them. */
export default function Histogram({ rows, start, end, widthMs, onSelectRange }: HistogramProps) {
  const total = rows.reduce((sum, r) => sum + r.count, 0)
  return (
    <div data-testid="logs-histogram">
      <TimeChart
        title={`Events over time: ${grouped.format(total)} in range`}
        kind="bars"
        integer
        height={120}
        range={[start, end]}
        bucketMs={widthMs}
        data={rows.map((r) => ({ at: Math.round(r.bucket / 1000), events: r.count }))}
        series={SERIES}
        valueFormat={grouped.format}
        onSelectRange={onSelectRange}
      />
      <Text size="xs" c="dimmed">
        Drag across the bars to zoom into that time.
      </Text>
    </div>
  )
}
