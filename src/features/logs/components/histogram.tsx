import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { ReferenceArea } from 'recharts'

export interface HistogramProps {
  rows: { bucket: number; count: number }[]
  start: number
  end: number
  widthMs: number
  onSelectRange: (start: number, end: number) => void
}

const label = (ms: number, spanMs: number) =>
  spanMs > 2 * 24 * 3600_000
    ? new Date(ms).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit' })
    : new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })

type ChartEvent = { activeTooltipIndex?: unknown } | null | undefined
const indexOf = (state: ChartEvent) => {
  const index = Number(state?.activeTooltipIndex)
  return Number.isInteger(index) ? index : undefined
}

/** Events per time bucket over the range; dragging across bars (or clicking one) narrows the range to them. */
export default function Histogram({ rows, start, end, widthMs, onSelectRange }: HistogramProps) {
  const data = useMemo(() => {
    const counts = new Map(rows.map((r) => [Math.round(r.bucket / 1000), r.count]))
    const out: { time: string; at: number; events: number }[] = []
    for (let at = start; at < end; at += widthMs)
      out.push({ time: label(at, end - start), at, events: counts.get(at) ?? 0 })
    return out
  }, [rows, start, end, widthMs])
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null)
  const total = rows.reduce((sum, r) => sum + r.count, 0)
  const finish = () => {
    if (!drag) return
    const from = data[Math.min(drag.from, drag.to)]
    const to = data[Math.max(drag.from, drag.to)]
    setDrag(null)
    if (from && to) onSelectRange(from.at, Math.min(end, to.at + widthMs))
  }
  return (
    <div
      role="figure"
      aria-label={`Events over time: ${total} in range`}
      data-testid="logs-histogram"
      style={{ userSelect: 'none' }}
    >
      <BarChart
        h={120}
        data={data}
        dataKey="time"
        series={[{ name: 'events', color: 'brand.6' }]}
        withYAxis={false}
        gridAxis="none"
        tickLine="none"
        barChartProps={{
          onMouseDown: (state: ChartEvent) => {
            const index = indexOf(state)
            if (index !== undefined) setDrag({ from: index, to: index })
          },
          onMouseMove: (state: ChartEvent) => {
            const index = indexOf(state)
            if (drag && index !== undefined) setDrag({ ...drag, to: index })
          },
          onMouseUp: finish,
          onMouseLeave: () => setDrag(null),
        }}
      >
        {drag ? (
          <ReferenceArea
            x1={data[Math.min(drag.from, drag.to)]?.time}
            x2={data[Math.max(drag.from, drag.to)]?.time}
            fillOpacity={0.2}
          />
        ) : null}
      </BarChart>
      <Text size="xs" c="dimmed">
        Drag across the bars to zoom into that time.
      </Text>
    </div>
  )
}
