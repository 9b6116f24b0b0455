import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'

/** Invocations and errors per bucket; loaded lazily with the overview. */
export default function InvocationsChart({ rows }: { rows: { label: string; invocations: number; errors: number }[] }) {
  return (
    <BarChart
      h={220}
      data={rows}
      dataKey="label"
      type="stacked"
      aria-label="Invocations and errors over time"
      series={[
        { name: 'invocations', label: 'Invocations', color: 'blue.6' },
        { name: 'errors', label: 'Errors', color: 'red.6' },
      ]}
      withLegend
    />
  )
}
