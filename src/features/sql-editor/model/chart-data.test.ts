import { describe, expect, it } from 'vitest'
import { DEFAULT_CHART_CONFIG, type ChartConfig } from './chart-config'
import type { Row } from '@/features/database/api/execute-sql'
import { columnTable } from '@/lib/json/column-table'
import { buildChartData as buildFromTable, columnKinds as kindsOfTable, type ChartResult } from './chart-data'

// The page's own table (values as they are) and the worker's (number columns as Float64Array) chart alike.
const buildChartData = (columns: string[], rows: Row[], chart: ChartConfig, max?: number) => {
  const result = buildFromTable(tableOf(columns, rows), chart, max)
  expect(buildFromTable(columnTable(rows, columns), chart, max)).toEqual(result)
  return result
}
const tableOf = (names: string[], rows: Row[]) => ({ names, values: names.map((name) => rows.map((row) => row[name] ?? null)), count: rows.length })
const columnKinds = (columns: string[], rows: Row[]) => kindsOfTable(tableOf(columns, rows))

const config = (change: Partial<ChartConfig> = {}): ChartConfig => ({
  ...DEFAULT_CHART_CONFIG,
  view: 'chart',
  ...change,
})
const data = (result: ChartResult) => {
  if (!result.ok) throw new Error(result.message)
  return result
}

describe('the kinds of a result’s columns', () => {
  it('tells numbers (numeric text too), ISO times and text apart; nulls do not count', () => {
    const rows = [
      { n: 1, big: '9007199254740993', at: '2026-11-01T10:00:00+00:00', d: '2026-11-01', name: 'a', mixed: 1 },
      { n: null, big: '-2.5', at: '2026-11-02 10:00:00+00', d: '2026-11-02', name: '3', mixed: 'x' },
    ]
    expect(columnKinds(['n', 'big', 'at', 'd', 'name', 'mixed'], rows)).toEqual({
      n: 'number',
      big: 'number',
      at: 'time',
      d: 'time',
      name: 'text',
      mixed: 'text',
    })
  })
})

describe('building a result’s chart', () => {
  const sales = [
    { day: '2026-11-03', region: 'north', orders: 3, revenue: '30.5' },
    { day: '2026-11-01', region: 'south', orders: 1, revenue: '10' },
    { day: '2026-11-02', region: 'east', orders: 2, revenue: null },
  ]
  const columns = ['day', 'region', 'orders', 'revenue']

  it('picks a time column for X and the first numeric column for Y by default, in time order', () => {
    const result = data(buildChartData(columns, sales, config()))
    expect(result.x).toBe('day')
    expect(result.y).toEqual(['orders'])
    expect(result.data.xKind).toBe('time')
    expect(result.data.xs).toEqual([Date.parse('2026-11-01'), Date.parse('2026-11-02'), Date.parse('2026-11-03')])
    expect(result.data.ys).toEqual([[1, 2, 3]])
  })

  it('uses the chosen X and several Y columns; a text X keeps the result’s order as categories', () => {
    const result = data(buildChartData(columns, sales, config({ x: 'region', y: ['revenue', 'orders'] })))
    expect(result.data.xKind).toBe('category')
    expect(result.data.labels).toEqual(['north', 'south', 'east'])
    expect(result.data.ys).toEqual([
      [30.5, 10, null],
      [3, 1, 2],
    ])
  })

  it('falls back to columns the result has when the stored choice names others', () => {
    const result = data(buildChartData(columns, sales, config({ x: 'gone', y: ['gone too'] })))
    expect([result.x, result.y]).toEqual(['day', ['orders']])
  })

  it('adds up the values when cumulative (an empty cell adds nothing)', () => {
    const result = data(buildChartData(columns, sales, config({ y: ['revenue', 'orders'], cumulative: true })))
    expect(result.data.ys).toEqual([
      [10, 10, 40.5],
      [1, 3, 6],
    ])
  })

  it('refuses a log scale over values at or below 0, saying which column and how many', () => {
    const rows = [
      { x: 1, y: 5 },
      { x: 2, y: 0 },
      { x: 3, y: -1 },
    ]
    expect(buildChartData(['x', 'y'], rows, config({ log: true }))).toEqual({
      ok: false,
      message:
        'A log scale needs values above 0: y has 2 values at or below 0. Turn off Log scale, or filter those rows out.',
    })
    expect(data(buildChartData(['x', 'y'], rows.slice(0, 1), config({ log: true }))).data.ys).toEqual([[5]])
  })

  it('says what is needed for a result it cannot chart', () => {
    expect(buildChartData(['name'], [{ name: 'a' }], config())).toEqual({
      ok: false,
      message: 'A chart needs a column for X and at least one numeric column for Y. This result has one column.',
    })
    expect(buildChartData(['a', 'b'], [{ a: 'x', b: 'y' }], config())).toMatchObject({
      ok: false,
      message: expect.stringContaining('This result has no numeric column') as string,
    })
    expect(buildChartData(['a', 'b'], [], config())).toMatchObject({ ok: false })
    // The only numeric column is X: Y has nothing left.
    expect(buildChartData(['n', 't'], [{ n: 1, t: 'a' }], config({ x: 'n' }))).toEqual({
      ok: false,
      message: 'A chart needs a numeric column for Y besides n: pick another column for X.',
    })
  })

  it('downsamples 100,000 rows to the most points drawn, keeping a spike, in X order', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ g: 100_000 - i, v: i === 61_234 ? 1e9 : i % 10 }))
    const result = data(buildChartData(['g', 'v'], rows, config(), 2000))
    expect(result.data.rows).toBe(100_000)
    expect(result.data.drawn).toBeLessThanOrEqual(2000)
    expect(result.data.drawn).toBeGreaterThan(1000)
    expect(result.data.ys[0]).toContain(1e9)
    expect(result.data.xs.every((at, i) => i === 0 || at > result.data.xs[i - 1]!)).toBe(true)
  })
})
