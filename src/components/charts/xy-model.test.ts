import { describe, expect, it } from 'vitest'
import { xyModel } from './xy-model'
import type { XYChartProps } from './xy-model'

const props = (change: Partial<XYChartProps> = {}): XYChartProps => ({
  title: 'Chart of orders by region',
  xKind: 'category',
  xs: [0, 1, 2],
  labels: ['north', 'south', 'east'],
  xLabel: 'region',
  series: [{ name: 'orders', label: 'orders', color: 'teal.6' }],
  values: [[3, null, 2000]],
  kind: 'bar',
  valueFormat: (value) => String(value),
  ...change,
})

describe('the X/Y chart model', () => {
  it('says what the chart shows: kind, points, X’s range and each series’ lowest, highest and last value', () => {
    expect(xyModel(props()).summary).toBe(
      'Bar chart of 3 points, region from north to east. orders from 3 to 2000, last 2000.',
    )
    expect(xyModel(props({ xKind: 'number', xs: [1, 2, 3], labels: undefined, kind: 'line' })).summary).toBe(
      'Line chart of 3 points, region from 1 to 3. orders from 3 to 2000, last 2000.',
    )
  })

  it('puts ticks on powers of ten on a log scale, and bars from 0 on a linear one', () => {
    expect(xyModel(props({ log: true })).y).toEqual({ min: 1, max: 10_000, ticks: [1, 10, 100, 1000, 10_000] })
    expect(xyModel(props()).y.min).toBe(0)
  })

  it('names the point and each series’ value in the tooltip, a dash where a value is missing', () => {
    expect(xyModel(props()).tooltip(1)).toEqual({
      title: 'south',
      items: [{ key: 'orders', label: 'orders', value: '–', color: 'teal.6' }],
    })
  })
})
