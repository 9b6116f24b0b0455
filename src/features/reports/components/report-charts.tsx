import '@mantine/charts/styles.css'
import { AreaChart, BarChart, LineChart, type ChartReferenceLineProps } from '@mantine/charts'
import type { MantineColor } from '@mantine/core'
import { CHART_HEIGHT } from './report-card'

type Row = Record<string, string | number>
interface ChartSeries {
  name: string
  label?: string
  color: MantineColor
}

interface SeriesChartProps {
  /** One row per sample, keyed by `time` (the sample's clock time). */
  data: Row[]
  series: ChartSeries[]
  kind: 'area' | 'line'
  valueFormatter: (value: number) => string
  stacked?: boolean
  referenceLines?: ChartReferenceLineProps[]
  yDomain?: [number | 'auto' | 'dataMin', number | 'auto' | 'dataMax']
}

/** A figure over the samples taken while the page is open (loaded lazily: recharts is heavy). */
export function SeriesChart({
  data,
  series,
  kind,
  valueFormatter,
  stacked,
  referenceLines,
  yDomain,
}: SeriesChartProps) {
  const common = {
    h: CHART_HEIGHT,
    data,
    dataKey: 'time',
    series,
    valueFormatter,
    withDots: data.length < 3,
    curveType: 'linear' as const,
    tooltipAnimationDuration: 0,
    ...(referenceLines ? { referenceLines } : {}),
    yAxisProps: { width: 72, ...(yDomain ? { domain: yDomain } : {}) },
    withLegend: series.length > 1,
    // No animation: a refresh redraws at once and the bench measures the page, not a transition.
    areaProps: { isAnimationActive: false },
    lineProps: { isAnimationActive: false },
  }
  if (kind === 'line') {
    const { areaProps: _areaProps, ...line } = common
    return <LineChart {...line} />
  }
  const { lineProps: _lineProps, ...area } = common
  return <AreaChart {...area} type={stacked ? 'stacked' : 'default'} />
}

interface BarsChartProps {
  data: Row[]
  dataKey: string
  series: ChartSeries[]
  valueFormatter: (value: number) => string
  stacked?: boolean
}

/** Bars per item (table, lock mode, process), horizontal so long names stay readable on a phone. */
export function BarsChart({ data, dataKey, series, valueFormatter, stacked }: BarsChartProps) {
  return (
    <BarChart
      h={Math.max(CHART_HEIGHT, data.length * 28 + 40)}
      data={data}
      dataKey={dataKey}
      series={series}
      orientation="vertical"
      type={stacked ? 'stacked' : 'default'}
      valueFormatter={valueFormatter}
      yAxisProps={{
        width: 120,
        interval: 0,
        tickFormatter: (label: string) => (label.length > 18 ? `${label.slice(0, 17)}…` : label),
      }}
      xAxisProps={{ tickFormatter: (value: number) => valueFormatter(value) }}
      withLegend={series.length > 1}
      tooltipAnimationDuration={0}
      barProps={{ isAnimationActive: false }}
    />
  )
}
