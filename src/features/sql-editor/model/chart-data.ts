import { downsampleIndexes } from '@/components/charts/downsample'
import type { ColumnTable } from '@/lib/json/column-table'
import type { ChartConfig } from './chart-config'

/** What a column holds, read from a sample of its values: numbers, times (ISO text), or anything else. */
export type ColumnKind = 'number' | 'time' | 'text'

/** Rows read to tell a column's kind: spread over the result, so a late change of type is seen. */
const KIND_SAMPLE = 1000
/** The most points a chart draws: about two per pixel of a wide screen (each bucket's low and high). */
export const MAX_CHART_POINTS = 2000

const NUMERIC_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i
const TIME_TEXT = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/

/** A cell as a number (bigint and numeric arrive as text), or null (NaN: a number column's null). */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value)
  return null
}

function timeOf(value: unknown): number | null {
  if (typeof value !== 'string' || !TIME_TEXT.test(value)) return null
  // Postgres's text form ('2026-11-02 10:00:00+00') as ISO 8601 for Date.parse.
  const at = Date.parse(value.length > 10 ? value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00') : value)
  return Number.isFinite(at) ? at : null
}

/** Each column's kind: a kind only when every sampled value that is not null has it (text otherwise). */
export function columnKinds(table: ColumnTable): Record<string, ColumnKind> {
  const step = Math.max(1, Math.floor(table.count / KIND_SAMPLE))
  const kinds: Record<string, ColumnKind> = {}
  for (const [c, column] of table.names.entries()) {
    const values = table.values[c]!
    let numbers = 0
    let times = 0
    let others = 0
    for (let i = 0; i < table.count; i += step) {
      const value = values[i]
      if (value === null || value === undefined || Number.isNaN(value)) continue
      if (numberOf(value) !== null) numbers++
      else if (timeOf(value) !== null) times++
      else others++
    }
    kinds[column] =
      others === 0 && numbers > 0 && times === 0
        ? 'number'
        : others === 0 && times > 0 && numbers === 0
          ? 'time'
          : 'text'
  }
  return kinds
}

/** The configuration's columns where the result has them, else the first that fit: X a time or the first column, Y the first number beside it. */
export function resolveChoice(
  columns: readonly string[],
  kinds: Record<string, ColumnKind>,
  config: ChartConfig,
): { x: string | undefined; y: string[] } {
  const x =
    config.x !== null && columns.includes(config.x)
      ? config.x
      : (columns.find((c) => kinds[c] === 'time') ?? columns.find((c) => kinds[c] === 'text') ?? columns[0])
  const numeric = columns.filter((c) => c !== x && kinds[c] === 'number')
  const kept = config.y.filter((c) => numeric.includes(c))
  return { x, y: kept.length ? kept : numeric.slice(0, 1) }
}

/** A category's label: NULL for an empty cell (a number column's NaN too). */
const labelOf = (value: unknown) => (value === null || value === undefined || Number.isNaN(value) ? 'NULL' : String(value))

export interface ChartData {
  xKind: 'time' | 'number' | 'category'
  /** X positions: ms since the epoch, the number, or the category's index. */
  xs: number[]
  /** The category of each point (X of text), else undefined. */
  labels: string[] | undefined
  /** One array per Y column, a value per point (null where the cell is empty). */
  ys: (number | null)[][]
  /** Rows charted, and points drawn after downsampling. */
  rows: number
  drawn: number
}

export type ChartResult = { ok: true; data: ChartData; x: string; y: string[] } | { ok: false; message: string }

/**
 * The points of a result's chart: X from its column (times and numbers in ascending order, text in the
 * result's order), each Y column as numbers, running totals when cumulative, downsampled to `maxPoints`.
 * Answers what is missing instead when the result cannot be charted (or not on a log scale).
 */
export function buildChartData(
  table: ColumnTable,
  config: ChartConfig,
  maxPoints = MAX_CHART_POINTS,
  kinds: Record<string, ColumnKind> = columnKinds(table),
): ChartResult {
  const columns = table.names
  const valuesOf = (column: string) => table.values[columns.indexOf(column)]!
  if (table.count === 0) return { ok: false, message: 'The result has no rows: a chart needs at least one.' }
  if (columns.length < 2 || !columns.some((c) => kinds[c] === 'number'))
    return {
      ok: false,
      message:
        'A chart needs a column for X and at least one numeric column for Y. ' +
        (columns.length < 2
          ? 'This result has one column.'
          : 'This result has no numeric column: cast one to a number (for example count(*)::int).'),
    }
  const { x, y } = resolveChoice(columns, kinds, config)
  if (!x || y.length === 0)
    return {
      ok: false,
      message: `A chart needs a numeric column for Y besides ${x ?? 'X'}: pick another column for X.`,
    }

  const xKind = kinds[x] === 'time' ? 'time' : kinds[x] === 'number' ? 'number' : 'category'
  // Typed arrays and index orders rather than an object per point: 100,000 rows are read in a few ms.
  const n = table.count
  const xValues = valuesOf(x)
  const numbers = xValues instanceof Float64Array ? xValues : undefined
  let at = new Float64Array(n)
  let rowAt = new Uint32Array(n)
  let count = 0
  let ascending = true
  for (let i = 0; i < n; i++) {
    const position =
      xKind === 'category' ? i : numbers ? (Number.isNaN(numbers[i]!) ? null : numbers[i]!) : xKind === 'time' ? timeOf(xValues[i]) : numberOf(xValues[i])
    if (position === null) continue
    if (count > 0 && position < at[count - 1]!) ascending = false
    at[count] = position
    rowAt[count++] = i
  }
  if (count === 0) return { ok: false, message: `${x} has no values to place on X.` }
  // Copies, not views: one kind of typed array all along keeps the loops below fast on their first run.
  if (ascending) [at, rowAt] = count === n ? [at, rowAt] : [at.slice(0, count), rowAt.slice(0, count)]
  else {
    // Rows with the same X keep the result's order.
    const order = new Uint32Array(count)
    for (let k = 0; k < count; k++) order[k] = k
    order.sort((a, b) => at[a]! - at[b]! || a - b)
    const [sortedAt, sortedRows] = [new Float64Array(count), new Uint32Array(count)]
    for (let k = 0; k < count; k++) [sortedAt[k], sortedRows[k]] = [at[order[k]!]!, rowAt[order[k]!]!]
    ;[at, rowAt] = [sortedAt, sortedRows]
  }

  // NaN stands for an empty cell until the points are chosen.
  const ys = y.map((column) => {
    const cells = valuesOf(column)
    const values = new Float64Array(count)
    if (cells instanceof Float64Array) for (let k = 0; k < count; k++) values[k] = cells[rowAt[k]!]!
    else for (let k = 0; k < count; k++) values[k] = numberOf(cells[rowAt[k]!]) ?? NaN
    return values
  })
  if (config.cumulative)
    for (const values of ys) {
      let sum = 0
      for (let k = 0; k < count; k++) values[k] = sum += Number.isNaN(values[k]!) ? 0 : values[k]!
    }
  if (config.log)
    for (const [i, values] of ys.entries()) {
      let below = 0
      for (let k = 0; k < count; k++) if (values[k]! <= 0) below++
      if (below > 0)
        return {
          ok: false,
          message: `A log scale needs values above 0: ${y[i]} has ${below} ${below === 1 ? 'value' : 'values'} at or below 0. Turn off Log scale, or filter those rows out.`,
        }
    }

  const first = ys[0]!
  const kept = downsampleIndexes(at, first, maxPoints)
  return {
    ok: true,
    x,
    y,
    data: {
      xKind,
      xs: xKind === 'category' ? kept.map((_, i) => i) : kept.map((k) => at[k]!),
      labels: xKind === 'category' ? kept.map((k) => labelOf(xValues[rowAt[k]!])) : undefined,
      ys: ys.map((values) => kept.map((k) => (Number.isNaN(values[k]!) ? null : values[k]!))),
      rows: count,
      drawn: kept.length,
    },
  }
}
