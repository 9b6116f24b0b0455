import type { MantineColor } from '@mantine/core'
import type { TooltipContent } from './chart-frame'
import type { ChartSeries } from './theme'
import { valueAxis, type ValueAxis, type ValueDomain } from './ticks'
import { formatPointTime, MINUTE_MS, timeZoneName } from './time-format'

/** One row per point in time: `at` in ms since the epoch, a number per series name. */
export type TimeRow = { at: number } & Record<string, number>

export interface TimeChartProps {
  /** The chart's accessible name (the card's title is not enough where a card has several charts). */
  title: string
  data: readonly TimeRow[]
  series: ChartSeries[]
  kind: 'line' | 'area' | 'bars'
  valueFormat: (value: number) => string
  /** The time the chart spans (the chosen range): shown on the axis even with no data. */
  range?: readonly [number, number]
  /** Counts: the value axis steps by whole numbers. */
  integer?: boolean
  stacked?: boolean
  yDomain?: ValueDomain
  referenceLines?: { y: number; label: string; color: MantineColor }[]
  /** Bars per bucket of this many ms, each from its `at`; buckets with no row show as zero. */
  bucketMs?: number
  height?: number
  /** Dragging across the chart (or Enter on a bar) picks that time, snapped to whole buckets. */
  onSelectRange?: (start: number, end: number) => void
}

export interface TimeModel {
  xs: number[]
  /** Each series' own values per point (for the tooltip). */
  values: number[][]
  /** What is drawn per series: stacked on the ones before it when `stacked`. */
  tops: number[][]
  domain: [number, number]
  y: ValueAxis
  summary: string
  tooltip: (index: number) => Omit<TooltipContent, 'left'>
}

/** Rows on a grid of whole buckets across the domain, the missing buckets as zeros. */
function bucketRows(rows: TimeRow[], bucketMs: number, [start, end]: [number, number]): TimeRow[] {
  const anchor = rows[0]?.at ?? start
  const first = anchor - Math.ceil((anchor - start) / bucketMs) * bucketMs
  const byBucket = new Map(rows.map((row) => [Math.round((row.at - first) / bucketMs), row]))
  const grid: TimeRow[] = []
  for (let k = 0, at = first; at < end; k++, at = first + k * bucketMs)
    grid.push(byBucket.get(k) ?? ({ at } as TimeRow))
  return grid
}

/** What a time chart shows, worked out from its props (no drawing, so it is tested on its own). */
export function timeModel(props: TimeChartProps, now = Date.now()): TimeModel {
  const { series, valueFormat, stacked, bucketMs } = props
  const sorted = [...props.data].sort((a, b) => a.at - b.at)
  const last = sorted.at(-1)?.at
  const domain: [number, number] = props.range
    ? [props.range[0], props.range[1]]
    : sorted.length > 1
      ? [sorted[0]!.at, last! + (bucketMs ?? 0)]
      : // One point (or none) still gets a minute of axis, so that it sits at the right end rather than in a void.
        [(last ?? now) - (bucketMs ?? MINUTE_MS), (last ?? now) + (bucketMs ?? 0)]
  const rows = bucketMs ? bucketRows(sorted, bucketMs, domain) : sorted
  const xs = rows.map((row) => row.at)
  const values = series.map((s) => rows.map((row) => Number(row[s.name] ?? 0) || 0))
  let below = xs.map(() => 0)
  const tops = values.map((own) => {
    if (!stacked) return own
    below = own.map((value, i) => below[i]! + value)
    return below
  })
  const y = valueAxis(
    [...tops.flat(), ...(props.referenceLines ?? []).map((line) => line.y)],
    props.yDomain ?? [0, 'auto'],
    4,
    props.integer,
  )
  const span = domain[1] - domain[0]
  const when = (at: number) => formatPointTime(at, span)
  const period = `from ${when(domain[0])} to ${when(domain[1])} (${timeZoneName(domain[1])})`
  const figures = (pick: (own: number[]) => number) =>
    series.map((s, i) => `${s.label} ${valueFormat(pick(values[i]!))}`).join(', ')
  const summary = !sorted.length
    ? `No data ${period}.`
    : props.kind === 'bars'
      ? `${period[0]!.toUpperCase()}${period.slice(1)}. Total: ${figures((own) => own.reduce((sum, value) => sum + value, 0))}.`
      : `${sorted.length} ${sorted.length === 1 ? 'point' : 'points'} ${period}. Latest: ${figures((own) => own.at(-1) ?? 0)}.`
  return {
    xs,
    values,
    tops,
    domain,
    y,
    summary,
    tooltip: (index) => ({
      title: bucketMs ? `${when(xs[index]!)} – ${when(xs[index]! + bucketMs)}` : when(xs[index]!),
      items: series.map((s, i) => ({ key: s.name, label: s.label, value: valueFormat(values[i]![index]!), color: s.color })),
    }),
  }
}
