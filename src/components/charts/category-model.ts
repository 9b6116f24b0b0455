import type { TooltipContent } from './chart-frame'
import type { ChartSeries } from './theme'
import { valueAxis, type ValueAxis } from './ticks'

export interface CategoryChartProps {
  /** The chart's accessible name. */
  title: string
  /** One row per item (table, query, lock mode): its name under `dataKey`, a number per series name (stacked). */
  data: readonly Record<string, string | number>[]
  dataKey: string
  series: ChartSeries[]
  valueFormat: (value: number) => string
  /** Counts: the value axis steps by whole numbers. */
  integer?: boolean
}

export interface CategoryModel {
  names: string[]
  values: number[][]
  tops: number[][]
  /** The value axis for a plot this many px wide: as many ticks as fit their labels. */
  axis: (plotWidth: number) => ValueAxis
  summary: string
  tooltip: (index: number) => Omit<TooltipContent, 'left'>
}

const MAX_LABEL = 18
/** A long name cut for the axis (the tooltip and the text alternative say it whole). */
export const shortName = (name: string) => (name.length > MAX_LABEL ? `${name.slice(0, MAX_LABEL - 1)}…` : name)

/** What a bar chart shows, worked out from its props. */
export function categoryModel({ data, dataKey, series, valueFormat, integer }: CategoryChartProps): CategoryModel {
  const names = data.map((row) => String(row[dataKey] ?? ''))
  const values = series.map((s) => data.map((row) => Number(row[s.name] ?? 0) || 0))
  let below = names.map(() => 0)
  const tops = values.map((own) => {
    below = own.map((value, i) => below[i]! + value)
    return below
  })
  const figures = (index: number) => series.map((s, i) => `${s.label} ${valueFormat(values[i]![index]!)}`).join(', ')
  return {
    names,
    values,
    tops,
    axis: (plotWidth) => valueAxis(tops.flat(), [0, 'auto'], Math.min(5, Math.max(1, Math.floor(plotWidth / 72))), integer),
    summary: names.length ? names.map((name, i) => `${name}: ${figures(i)}`).join('; ') : 'No data.',
    tooltip: (index) => ({
      title: names[index] ?? '',
      items: series.map((s, i) => ({ key: s.name, label: s.label, value: valueFormat(values[i]![index]!), color: s.color })),
    }),
  }
}
