import { Group, Paper, Text, type MantineColor } from '@mantine/core'
import { scaleLinear } from 'd3-scale'
import { memo, useLayoutEffect, useState, type PointerEvent, type ReactNode } from 'react'
import { formatAxisTime, formatPointTime } from '../format'
import { downsample } from '../samples'
import { CHART_HEIGHT } from './report-card'
import classes from './report-charts.module.css'

// The reports' charts: d3-scale for the scales and their ticks, drawn as a few SVG elements per chart.
// recharts drew the same charts through a store and a dozen subscribed components each, several renders
// per chart: 40-50 ms of main thread per chart, 300-400 ms for the Database report's eight, after their
// data had come (issue 26 item 5). These draw in one render.

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
const FONT_SIZE = 12

/** 'teal.6' → the theme's CSS variable. */
const themeColor = (color: MantineColor) => {
  const [name, shade = '6'] = color.split('.')
  return `var(--mantine-color-${name}-${shade})`
}

/**
 * The chart's width: read once as it mounts (all charts of a render read in the same layout, then draw in
 * one more render before the paint), then followed with a ResizeObserver.
 */
function useWidth() {
  const [width, setWidth] = useState(0)
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  useLayoutEffect(() => {
    if (!element) return
    setWidth(Math.floor(element.clientWidth))
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return [setElement, width] as const
}

/** The value domain: numbers as given, 'auto' from the data made round, 'dataMin'/'dataMax' the data's. */
function valueScale(values: number[], [low, high]: NonNullable<SeriesChartProps['yDomain']>, height: number) {
  const finite = values.filter(Number.isFinite)
  let min = typeof low === 'number' ? low : finite.length ? Math.min(...finite) : 0
  let max = typeof high === 'number' ? high : finite.length ? Math.max(...finite) : 1
  if (min === max) {
    // One value: a band around it, so that it is drawn inside the chart.
    const pad = Math.abs(min) * 0.1 || 1
    if (typeof low !== 'number') min -= pad
    if (typeof high !== 'number' || min === max) max += pad
  }
  const scale = scaleLinear().domain([min, max]).range([height, 0])
  return low === 'auto' || high === 'auto' ? scale.nice(TICKS) : scale
}

/** Ticks with their labels, leaving out a tick that would repeat the label before it (100.0 % twice). */
export function labelledTicks(ticks: number[], format: (value: number) => string): [number, string][] {
  const labelled: [number, string][] = []
  for (const tick of ticks) {
    const label = format(tick)
    if (labelled.at(-1)?.[1] !== label) labelled.push([tick, label])
  }
  return labelled
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

const SERIES_MARGIN = { top: 8, right: 16, bottom: 24, left: 72 }

/** Evenly spaced time ticks across the domain (no text measuring: they are few and short). */
function timeTicks([start, end]: [number, number]) {
  return Array.from({ length: TICKS }, (_, i) => Math.round(start + ((end - start) * i) / (TICKS - 1)))
}

/** A figure over time, on a time axis (gaps between samples show as gaps in time). */
function SeriesChartImpl({ data, series, kind, valueFormatter, stacked, referenceLines, yDomain }: SeriesChartProps) {
  const [frameRef, width] = useWidth()
  const [active, setActive] = useState<number>()
  const first = series[0]?.name ?? ''
  const points = downsample(data, MAX_CHART_POINTS, (row) => row[first] ?? 0)
  const start = points[0]?.at ?? 0
  const end = points.at(-1)?.at ?? 0
  // One point still gets a minute of axis, so that it sits at the right end rather than in a void.
  const domain: [number, number] = end > start ? [start, end] : [end - 60_000, end]
  const span = domain[1] - domain[0]
  const innerWidth = Math.max(0, width - SERIES_MARGIN.left - SERIES_MARGIN.right)
  const innerHeight = CHART_HEIGHT - SERIES_MARGIN.top - SERIES_MARGIN.bottom

  // Each series' bottom and top per point: stacked on the ones before it, or from the baseline.
  let below = points.map(() => 0)
  const layers = series.map((s) => {
    const bottom = stacked ? below : points.map(() => undefined)
    const top = points.map((point, i) => (stacked ? below[i]! : 0) + (point[s.name] ?? 0))
    if (stacked) below = top
    return { series: s, bottom, top }
  })
  const y = valueScale(
    [...layers.flatMap((layer) => layer.top), ...(referenceLines ?? []).map((line) => line.y)],
    yDomain ?? [0, 'auto'],
    innerHeight,
  )
  const x = scaleLinear().domain(domain).range([0, innerWidth])
  const [low, high] = y.domain() as [number, number]
  // Areas fill down to zero, or to the axis's end nearest to it when zero is outside.
  const baseline = y(Math.min(Math.max(0, low), high))
  const at = (i: number) => x(points[i]!.at).toFixed(1)
  const line = (values: number[]) =>
    values.map((value, i) => `${i ? 'L' : 'M'}${at(i)},${y(value).toFixed(1)}`).join('')
  const area = (top: number[], bottom: (number | undefined)[]) => {
    const back = bottom
      .map((_, i) => bottom.length - 1 - i)
      .map((i) => `L${at(i)},${(bottom[i] === undefined ? baseline : y(bottom[i])).toFixed(1)}`)
    return `${line(top)}${back.join('')}Z`
  }

  const onPointer = (event: PointerEvent<SVGRectElement>) => {
    if (!points.length) return
    const px = x.invert(event.clientX - event.currentTarget.getBoundingClientRect().left)
    let nearest = 0
    for (let i = 1; i < points.length; i++)
      if (Math.abs(points[i]!.at - px) < Math.abs(points[nearest]!.at - px)) nearest = i
    setActive(nearest)
  }
  const shown = active === undefined ? undefined : points[active]

  return (
    <ChartFrame frameRef={frameRef} series={series} height={CHART_HEIGHT}>
      {innerWidth > 0 ? (
        <svg width={width} height={CHART_HEIGHT} data-chart-surface="" aria-hidden="true">
          <g transform={`translate(${SERIES_MARGIN.left},${SERIES_MARGIN.top})`}>
            {labelledTicks(y.ticks(TICKS), valueFormatter).map(([tick, label]) => (
              <g key={tick} transform={`translate(0,${y(tick).toFixed(1)})`}>
                <line x2={innerWidth} stroke="var(--report-chart-grid)" />
                <text x={-8} dy="0.32em" textAnchor="end" fontSize={FONT_SIZE} fill="currentColor">
                  {label}
                </text>
              </g>
            ))}
            {timeTicks(domain).map((tick, i) => (
              <text
                key={i}
                x={x(tick)}
                y={innerHeight + 18}
                textAnchor={i === 0 ? 'start' : i === TICKS - 1 ? 'end' : 'middle'}
                fontSize={FONT_SIZE}
                fill="currentColor"
              >
                {formatAxisTime(tick, span)}
              </text>
            ))}
            {referenceLines?.map((reference) => (
              <g
                key={reference.label}
                transform={`translate(0,${y(reference.y).toFixed(1)})`}
                color={themeColor(reference.color)}
              >
                <line x2={innerWidth} stroke="currentColor" />
                <text x={4} y={-4} fontSize={FONT_SIZE} fill="currentColor">
                  {reference.label}
                </text>
              </g>
            ))}
            {layers.map(({ series: s, top, bottom }) => (
              <g key={s.name} color={themeColor(s.color)}>
                {kind === 'area' && points.length > 1 ? (
                  <path d={area(top, bottom)} fill="currentColor" fillOpacity={0.2} />
                ) : null}
                {points.length > 1 ? <path d={line(top)} fill="none" stroke="currentColor" strokeWidth={2} /> : null}
                {points.length < 3
                  ? top.map((value, i) => <circle key={i} cx={at(i)} cy={y(value)} r={3} fill="currentColor" />)
                  : null}
              </g>
            ))}
            {shown ? (
              <g transform={`translate(${at(active!)},0)`}>
                <line y2={innerHeight} stroke="var(--report-chart-grid)" />
                {layers.map(({ series: s, top }) => (
                  <circle
                    key={s.name}
                    cy={y(top[active!]!)}
                    r={4}
                    fill={themeColor(s.color)}
                    stroke="var(--mantine-color-body)"
                  />
                ))}
              </g>
            ) : null}
            <PointerArea
              width={innerWidth}
              height={innerHeight}
              onMove={onPointer}
              onLeave={() => setActive(undefined)}
            />
          </g>
        </svg>
      ) : null}
      {shown ? (
        <ChartTooltip
          left={SERIES_MARGIN.left + x(shown.at)}
          width={width}
          title={formatPointTime(shown.at, span)}
          items={series.map((s) => ({ key: s.name, value: valueFormatter(shown[s.name] ?? 0), series: s }))}
        />
      ) : null}
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

const BARS_MARGIN = { top: 0, right: 16, bottom: 24, left: 124 }
const truncate = (label: string) => (label.length > 18 ? `${label.slice(0, 17)}…` : label)

/** Bars per item (table, lock mode, process), horizontal so long names stay readable on a phone. */
function BarsChartImpl({ data, dataKey, series, valueFormatter, stacked }: BarsChartProps) {
  const [frameRef, width] = useWidth()
  const [active, setActive] = useState<number>()
  const height = Math.max(CHART_HEIGHT, data.length * 28 + 40)
  const innerWidth = Math.max(0, width - BARS_MARGIN.left - BARS_MARGIN.right)
  const innerHeight = height - BARS_MARGIN.top - BARS_MARGIN.bottom
  const value = (row: Record<string, string | number>, name: string) => Number(row[name] ?? 0) || 0
  const totals = data.map((row) =>
    stacked
      ? series.reduce((sum, s) => sum + value(row, s.name), 0)
      : Math.max(0, ...series.map((s) => value(row, s.name))),
  )
  const x = scaleLinear()
    .domain([0, Math.max(0, ...totals) || 1])
    .range([0, innerWidth])
    .nice(TICKS)
  const band = data.length ? innerHeight / data.length : innerHeight
  const gap = band * 0.1
  const barHeight = stacked ? band - 2 * gap : (band - 2 * gap) / Math.max(1, series.length)

  const onPointer = (event: PointerEvent<SVGRectElement>) => {
    const py = event.clientY - event.currentTarget.getBoundingClientRect().top
    setActive(Math.min(data.length - 1, Math.max(0, Math.floor(py / band))))
  }
  const shown = active === undefined ? undefined : data[active]

  return (
    <ChartFrame frameRef={frameRef} series={series} height={height}>
      {innerWidth > 0 ? (
        <svg width={width} height={height} data-chart-surface="" aria-hidden="true">
          <g transform={`translate(${BARS_MARGIN.left},${BARS_MARGIN.top})`}>
            {labelledTicks(x.ticks(TICKS), valueFormatter).map(([tick, label], i, ticks) => (
              <g key={tick} transform={`translate(${x(tick).toFixed(1)},0)`}>
                <line y2={innerHeight} stroke="var(--report-chart-grid)" />
                <text
                  y={innerHeight + 18}
                  textAnchor={i === ticks.length - 1 && ticks.length > 1 ? 'end' : 'middle'}
                  fontSize={FONT_SIZE}
                  fill="currentColor"
                >
                  {label}
                </text>
              </g>
            ))}
            {shown ? (
              <rect
                y={active! * band}
                width={innerWidth}
                height={band}
                fill="var(--report-chart-grid)"
                fillOpacity={0.3}
              />
            ) : null}
            {data.map((row, i) => {
              const label = String(row[dataKey] ?? '')
              let left = 0
              return (
                <g key={`${label}-${i}`} transform={`translate(0,${(i * band).toFixed(1)})`}>
                  <text x={-8} y={band / 2} dy="0.32em" textAnchor="end" fontSize={FONT_SIZE} fill="currentColor">
                    <title>{label}</title>
                    {truncate(label)}
                  </text>
                  {series.map((s, j) => {
                    const size = x(value(row, s.name))
                    const bar = (
                      <rect
                        key={s.name}
                        x={stacked ? left : 0}
                        y={gap + (stacked ? 0 : j * barHeight)}
                        width={Math.max(0, size)}
                        height={barHeight}
                        fill={themeColor(s.color)}
                      />
                    )
                    if (stacked) left += size
                    return bar
                  })}
                </g>
              )
            })}
            <PointerArea
              width={innerWidth}
              height={innerHeight}
              onMove={onPointer}
              onLeave={() => setActive(undefined)}
            />
          </g>
        </svg>
      ) : null}
      {shown ? (
        <ChartTooltip
          left={BARS_MARGIN.left + x(totals[active!] ?? 0)}
          width={width}
          title={String(shown[dataKey] ?? '')}
          items={series.map((s) => ({ key: s.name, value: valueFormatter(value(shown, s.name)), series: s }))}
        />
      ) : null}
    </ChartFrame>
  )
}

/** The plot's area that follows the pointer (drawn last, over the marks). */
function PointerArea({
  width,
  height,
  onMove,
  onLeave,
}: {
  width: number
  height: number
  onMove: (event: PointerEvent<SVGRectElement>) => void
  onLeave: () => void
}) {
  return <rect width={width} height={height} fill="transparent" onPointerMove={onMove} onPointerLeave={onLeave} />
}

/** The chart's box (its width read by `frameRef`), and its legend in HTML below it when it has several series. */
function ChartFrame({
  frameRef,
  series,
  height,
  children,
}: {
  frameRef: (element: HTMLDivElement | null) => void
  series: ChartSeries[]
  height: number
  children: ReactNode
}) {
  return (
    <div className={classes.root}>
      <div ref={frameRef} className={classes.plot} style={{ height }}>
        {children}
      </div>
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

/** The values at the pointer, beside it (on its left in the chart's right half). */
function ChartTooltip({
  left,
  width,
  title,
  items,
}: {
  left: number
  width: number
  title: string
  items: { key: string; value: string; series: ChartSeries | undefined }[]
}) {
  const onRight = left < width / 2
  return (
    <Paper
      data-testid="chart-tooltip"
      withBorder
      shadow="md"
      px="sm"
      py={6}
      fz="xs"
      className={classes.tooltip}
      style={onRight ? { left: left + 12 } : { right: width - left + 12 }}
    >
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
