import type { TooltipContent } from './chart-frame'
import type { ChartSeries } from './theme'
import { valueAxis, type ValueAxis } from './ticks'
import { formatPointTime, timeZoneName } from './time-format'

export interface XYChartProps {
  /** The chart's accessible name. */
  title: string
  /** What X is: times (ms since the epoch), numbers, or categories (`xs` their indexes, `labels` their names). */
  xKind: 'time' | 'number' | 'category'
  xs: readonly number[]
  labels?: readonly string[] | undefined
  /** X's name, for the text alternative. */
  xLabel: string
  series: ChartSeries[]
  /** One array per series, a value per X (null: no value there). */
  values: readonly (readonly (number | null)[])[]
  kind: 'bar' | 'line'
  /** A base-10 log scale for Y (every value above 0: the caller checks). */
  log?: boolean
  valueFormat: (value: number) => string
  height?: number
  /** Called after each draw of the canvas (the benchmark's clock). */
  onDrawn?: () => void
}

export interface XYModel {
  /** The Y axis: its ends and ticks (powers of ten on a log scale). */
  y: ValueAxis
  xText: (index: number) => string
  summary: string
  tooltip: (index: number) => Omit<TooltipContent, 'left'>
}

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 })

/** Powers of ten around the values, the ends on whole powers. */
function logAxis(values: number[]): ValueAxis {
  const positive = values.filter((value) => value > 0)
  const low = Math.floor(Math.log10(positive.length ? Math.min(...positive) : 1))
  const high = Math.max(low + 1, Math.ceil(Math.log10(positive.length ? Math.max(...positive) : 10)))
  const ticks: number[] = []
  for (let power = low; power <= high; power++) ticks.push(10 ** power)
  return { min: 10 ** low, max: 10 ** high, ticks }
}

/** What an X/Y chart shows, worked out from its props (no drawing, so it is tested on its own). */
export function xyModel({ xKind, xs, labels, xLabel, series, values, kind, log, valueFormat }: XYChartProps): XYModel {
  const finite: number[] = []
  for (const own of values) for (const value of own) if (value !== null && Number.isFinite(value)) finite.push(value)
  const lowest = finite.reduce((min, value) => Math.min(min, value), Infinity)
  const y = log ? logAxis(finite) : valueAxis(finite, kind === 'bar' && lowest >= 0 ? [0, 'auto'] : ['auto', 'auto'], 4)
  const span = xs.length > 1 ? xs.at(-1)! - xs[0]! : 0
  const xText = (index: number) =>
    xKind === 'category'
      ? (labels?.[index] ?? '')
      : xKind === 'time'
        ? formatPointTime(xs[index]!, span)
        : plain.format(xs[index]!)
  const describe = (s: ChartSeries, own: readonly (number | null)[]) => {
    const present = own.filter((value): value is number => value !== null)
    if (!present.length) return `${s.label}: no values`
    const min = present.reduce((a, b) => Math.min(a, b))
    const max = present.reduce((a, b) => Math.max(a, b))
    return `${s.label} from ${valueFormat(min)} to ${valueFormat(max)}, last ${valueFormat(present.at(-1)!)}`
  }
  const zone = xKind === 'time' && xs.length ? ` (${timeZoneName(xs.at(-1)!)})` : ''
  const summary = xs.length
    ? `${kind === 'bar' ? 'Bar' : 'Line'} chart${log ? ' on a log scale' : ''} of ${xs.length} ${xs.length === 1 ? 'point' : 'points'}, ` +
      `${xLabel} from ${xText(0)} to ${xText(xs.length - 1)}${zone}. ${series.map((s, i) => describe(s, values[i] ?? [])).join('; ')}.`
    : 'No data.'
  return {
    y,
    xText,
    summary,
    tooltip: (index) => ({
      title: xText(index),
      items: series.map((s, i) => {
        const value = values[i]?.[index]
        return {
          key: s.name,
          label: s.label,
          value: value === null || value === undefined ? '–' : valueFormat(value),
          color: s.color,
        }
      }),
    }),
  }
}
