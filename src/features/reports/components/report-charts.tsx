import { Group, Paper, Text, type MantineColor } from '@mantine/core'
import { memo, type ReactNode } from 'react'
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatAxisTime, formatPointTime } from '../format'
import { downsample } from '../samples'
import { CHART_HEIGHT } from './report-card'
import classes from './report-charts.module.css'

// recharts directly, with only the parts a report shows: every recharts part is a component subscribed to
// the chart's store, and @mantine/charts adds a legend measured in the SVG, a hidden right axis, a second
// series layer for dots and gradients. Eight of those were 150-400 ms of main thread each on first draw.

type Row = { at: number } & Record<string, number>
export interface ChartSeries {
  name: string
  label: string
  color: MantineColor
}
interface ChartReferenceLine {
  y: number
  label: string
  color: MantineColor
}

/** A chart needs no more points than it has pixels across (a report chart is at most ~700 px wide). */
export const MAX_CHART_POINTS = 240
const TICKS = 4
const AXIS_TICK = { fontSize: 12, fill: 'currentColor' }

/** 'teal.6' → the theme's CSS variable. */
const themeColor = (color: MantineColor) => {
  const [name, shade = '6'] = color.split('.')
  return `var(--mantine-color-${name}-${shade})`
}

interface SeriesChartProps {
  /** One row per point in time, `at` in ms since the epoch. */
  data: Row[]
  series: ChartSeries[]
  kind: 'area' | 'line'
  valueFormatter: (value: number) => string
  stacked?: boolean
  referenceLines?: ChartReferenceLine[]
  yDomain?: [number | 'auto' | 'dataMin', number | 'auto' | 'dataMax']
}

/** Evenly spaced time ticks across the domain (no text measuring: they are few and short). */
function timeTicks([start, end]: [number, number]) {
  return Array.from({ length: TICKS }, (_, i) => Math.round(start + ((end - start) * i) / (TICKS - 1)))
}

/** A figure over time, on a time axis (gaps between samples show as gaps in time). */
function SeriesChartImpl({ data, series, kind, valueFormatter, stacked, referenceLines, yDomain }: SeriesChartProps) {
  const first = series[0]?.name ?? ''
  const points = downsample(data, MAX_CHART_POINTS, (row) => row[first] ?? 0)
  const start = points[0]?.at ?? 0
  const end = points.at(-1)?.at ?? 0
  // One point still gets a minute of axis, so that it sits at the right end rather than in a void.
  const domain: [number, number] = end > start ? [start, end] : [end - 60_000, end]
  const span = domain[1] - domain[0]
  const Chart = kind === 'area' ? AreaChart : LineChart
  const withDots = points.length < 3
  return (
    <ChartFrame series={series} height={CHART_HEIGHT}>
      <Chart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--report-chart-grid)" />
        <XAxis
          dataKey="at"
          type="number"
          scale="time"
          domain={domain}
          ticks={timeTicks(domain)}
          interval={0}
          tickFormatter={(at: number) => formatAxisTime(at, span)}
          tick={AXIS_TICK}
          stroke=""
          tickLine={false}
        />
        <YAxis
          width={72}
          tickCount={TICKS + 1}
          interval={0}
          tickFormatter={valueFormatter}
          tick={AXIS_TICK}
          axisLine={false}
          tickLine={false}
          domain={yDomain ?? [0, 'auto']}
        />
        <Tooltip
          isAnimationActive={false}
          cursor={{ stroke: 'var(--report-chart-grid)' }}
          content={({ active, payload, label }) =>
            active && payload?.length ? (
              <ChartTooltip
                title={formatPointTime(Number(label), span)}
                items={payload.map((item) => ({
                  key: String(item.dataKey),
                  value: valueFormatter(Number(item.value)),
                  series: series.find((s) => s.name === item.dataKey),
                }))}
              />
            ) : null
          }
        />
        {referenceLines?.map((line) => (
          <ReferenceLine
            key={line.label}
            y={line.y}
            stroke={themeColor(line.color)}
            label={{ value: line.label, position: 'insideBottomLeft', fontSize: 12, fill: themeColor(line.color) }}
          />
        ))}
        {series.map((s) =>
          kind === 'area' ? (
            <Area
              key={s.name}
              dataKey={s.name}
              name={s.label}
              type="linear"
              stroke={themeColor(s.color)}
              fill={themeColor(s.color)}
              fillOpacity={0.2}
              strokeWidth={2}
              dot={withDots ? { r: 3, fill: themeColor(s.color) } : false}
              activeDot={{ r: 4 }}
              isAnimationActive={false}
              {...(stacked ? { stackId: 'stack' } : {})}
            />
          ) : (
            <Line
              key={s.name}
              dataKey={s.name}
              name={s.label}
              type="linear"
              stroke={themeColor(s.color)}
              strokeWidth={2}
              dot={withDots ? { r: 3, fill: themeColor(s.color) } : false}
              activeDot={{ r: 4 }}
              isAnimationActive={false}
            />
          ),
        )}
      </Chart>
    </ChartFrame>
  )
}

interface BarsChartProps {
  data: Record<string, string | number>[]
  dataKey: string
  series: ChartSeries[]
  valueFormatter: (value: number) => string
  stacked?: boolean
}

const truncate = (label: string) => (label.length > 18 ? `${label.slice(0, 17)}…` : label)

/** Bars per item (table, lock mode, process), horizontal so long names stay readable on a phone. */
function BarsChartImpl({ data, dataKey, series, valueFormatter, stacked }: BarsChartProps) {
  return (
    <ChartFrame series={series} height={Math.max(CHART_HEIGHT, data.length * 28 + 40)}>
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid horizontal={false} stroke="var(--report-chart-grid)" />
        <XAxis
          type="number"
          tickCount={TICKS}
          interval={0}
          tickFormatter={valueFormatter}
          tick={AXIS_TICK}
          stroke=""
          tickLine={false}
        />
        <YAxis
          type="category"
          dataKey={dataKey}
          width={120}
          interval={0}
          tickFormatter={truncate}
          tick={AXIS_TICK}
          axisLine={false}
          tickLine={false}
        />
        <Tooltip
          isAnimationActive={false}
          cursor={{ fill: 'var(--report-chart-grid)', fillOpacity: 0.3 }}
          content={({ active, payload, label }) =>
            active && payload?.length ? (
              <ChartTooltip
                title={String(label)}
                items={payload.map((item) => ({
                  key: String(item.dataKey),
                  value: valueFormatter(Number(item.value)),
                  series: series.find((s) => s.name === item.dataKey),
                }))}
              />
            ) : null
          }
        />
        {series.map((s) => (
          <Bar
            key={s.name}
            dataKey={s.name}
            name={s.label}
            fill={themeColor(s.color)}
            isAnimationActive={false}
            {...(stacked ? { stackId: 'stack' } : {})}
          />
        ))}
      </BarChart>
    </ChartFrame>
  )
}

/** The chart's box, and its legend in HTML below it when it has several series (nothing to measure). */
function ChartFrame({ series, height, children }: { series: ChartSeries[]; height: number; children: ReactNode }) {
  return (
    <div className={classes.root}>
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
      {series.length > 1 ? (
        <Group gap="md" justify="center" mt={4}>
          {series.map((s) => (
            <Group key={s.name} gap={6} wrap="nowrap">
              <span className={classes.swatch} style={{ background: themeColor(s.color) }} />
              <Text size="xs">{s.label}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
    </div>
  )
}

function ChartTooltip({
  title,
  items,
}: {
  title: string
  items: { key: string; value: string; series: ChartSeries | undefined }[]
}) {
  return (
    <Paper withBorder shadow="md" px="sm" py={6} fz="xs">
      <Text size="xs" fw={600} mb={4}>
        {title}
      </Text>
      {items.map((item) => (
        <Group key={item.key} gap={6} justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <span className={classes.swatch} style={{ background: themeColor(item.series?.color ?? 'gray.6') }} />
            <Text size="xs">{item.series?.label ?? item.key}</Text>
          </Group>
          <Text size="xs" fw={500}>
            {item.value}
          </Text>
        </Group>
      ))}
    </Paper>
  )
}

/**
 * Charts redraw only when what they show changed: a card re-rendered for another reason (the page's
 * props, a refresh that answered the same figures) leaves its chart alone. Rows are compared by value.
 */
function sameProps<P extends object>(previous: P, next: P) {
  for (const key of Object.keys({ ...previous, ...next }) as (keyof P)[]) {
    const a = previous[key]
    const b = next[key]
    if (a === b) continue
    if (typeof a === 'function' || typeof b === 'function') return false
    if (JSON.stringify(a) !== JSON.stringify(b)) return false
  }
  return true
}

export const SeriesChart = memo(SeriesChartImpl, sameProps)
export const BarsChart = memo(BarsChartImpl, sameProps)
