import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/support/render'
import { CategoryChart, TimeChart } from '.'

// The canvas: a stand-in uPlot that keeps its options (jsdom draws nothing), so that the axes it was
// given can be read; the chart's DOM parts are the real ones.
const plots = vi.hoisted(() => [] as { opts: import('uplot').Options; data: unknown[] }[])
vi.mock('uplot', () => {
  class FakePlot {
    cursor = { idx: null as number | null }
    over = { offsetLeft: 0, addEventListener: () => {} }
    constructor(
      public opts: import('uplot').Options,
      public data: unknown[],
    ) {
      plots.push(this)
    }
    // uPlot finds the point nearest to the cursor: here, the x value at that position (time or item).
    setCursor({ left, top }: { left: number; top: number }) {
      const xs = this.data[0] as number[]
      const at = xs.indexOf(left) >= 0 ? xs.indexOf(left) : xs.indexOf(top)
      this.cursor.idx = left < 0 || at < 0 ? null : at
      for (const hook of this.opts.hooks?.setCursor ?? []) hook?.(this as never)
    }
    valToPos = (value: number) => value
    destroy() {}
    static paths = { bars: () => () => null }
  }
  return { default: FakePlot }
})
vi.mock('./theme', async (importOriginal) => ({ ...(await importOriginal<typeof import('./theme')>()), canDraw: () => true }))
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 })

const MIN = 60_000
const START = Date.UTC(2026, 10, 28, 8, 0)
const series = [
  { name: 'active', label: 'Active', color: 'blue.6' },
  { name: 'idle', label: 'Idle', color: 'gray.5' },
]
const axis = (index: number) => {
  const opts = plots.at(-1)!.opts
  const y = opts.axes![index]!
  return {
    splits: () => (y.splits as () => number[])(),
    values: () => (y.values as () => string[])(),
    range: () => (opts.scales![index ? 'y' : 'x']!.range as () => [number, number])(),
  }
}

describe('chart layer', () => {
  it('shows the chosen range on an empty chart, on the axis and in its text', async () => {
    renderWithProviders(
      <TimeChart title="Errors over time" kind="bars" integer range={[START, START + 15 * MIN]} data={[]} series={[series[0]!]} valueFormat={String} />,
    )
    const chart = await screen.findByRole('img', { name: 'Errors over time' })
    expect(chart).toHaveAccessibleDescription(/^No data from \d\d:\d\d:\d\d to \d\d:\d\d:\d\d \(.+\)\.$/)
    expect(axis(0).range()).toEqual([START, START + 15 * MIN])
    // Two empty points at the range's ends: uPlot draws axes only for data.
    expect(plots.at(-1)!.data).toEqual([[START, START + 15 * MIN], [null, null]])
  })

  it('steps a count axis by whole numbers', async () => {
    renderWithProviders(
      <TimeChart
        title="Connections by state over time"
        kind="area"
        stacked
        integer
        data={[{ at: START, active: 1, idle: 0 }]}
        series={series}
        valueFormat={String}
      />,
    )
    await screen.findByRole('img', { name: 'Connections by state over time' })
    expect(axis(1).splits()).toEqual([0, 1])
    expect(axis(1).values()).toEqual(['0', '1'])
  })

  it('gives the values at a point in a tooltip, reached with the keyboard too', async () => {
    const data = [0, 1, 2, 3].map((i) => ({ at: START + i * MIN, active: i + 1, idle: 2 }))
    renderWithProviders(
      <TimeChart title="Connections by state over time" kind="area" stacked data={data} series={series} valueFormat={String} />,
    )
    const chart = await screen.findByRole('img', { name: 'Connections by state over time' })
    expect(screen.getByRole('list', { name: 'Connections by state over time: legend' })).toHaveTextContent('ActiveIdle')
    expect(screen.queryByTestId('chart-tooltip')).toBeNull()
    chart.focus()
    fireEvent.keyDown(chart, { key: 'End' })
    // The last point's own values, not the stacked sums.
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent(/Active\s*4/)
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent(/Idle\s*2/)
    fireEvent.keyDown(chart, { key: 'ArrowLeft' })
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent(/Active\s*3/)
    fireEvent.blur(chart)
    expect(screen.queryByTestId('chart-tooltip')).toBeNull()
  })

  it('draws bars per item with their whole names in the tooltip and the text alternative', async () => {
    renderWithProviders(
      <CategoryChart
        title="Largest tables by size"
        data={[
          { table: 'public.a_table_with_a_long_name', table_bytes: 100, other_bytes: 50 },
          { table: 'public.b', table_bytes: 10, other_bytes: 0 },
        ]}
        dataKey="table"
        series={[
          { name: 'table_bytes', label: 'Table', color: 'blue.6' },
          { name: 'other_bytes', label: 'Indexes and TOAST', color: 'grape.5' },
        ]}
        valueFormat={(v) => `${v} B`}
      />,
    )
    const chart = await screen.findByRole('img', { name: 'Largest tables by size' })
    expect(chart).toHaveAccessibleDescription(
      'public.a_table_with_a_long_name: Table 100 B, Indexes and TOAST 50 B; public.b: Table 10 B, Indexes and TOAST 0 B',
    )
    expect(axis(0).values()).toEqual(['public.a_table_wi…', 'public.b'])
    fireEvent.keyDown(chart, { key: 'Home' })
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent(
      /public\.a_table_with_a_long_name.*Table\s*100 B.*Indexes and TOAST\s*50 B/,
    )
  })
})
