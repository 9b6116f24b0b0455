import { fireEvent, screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../test/support/render'
import { BarsChart, labelledTicks, SeriesChart } from './report-charts'

// jsdom lays nothing out: the charts get a width to draw in.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 }))
afterAll(() => clientWidth && Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth))

const MIN = 60_000
const series = [
  { name: 'active', label: 'Active', color: 'blue.6' },
  { name: 'idle', label: 'Idle', color: 'gray.5' },
]

describe('report charts', () => {
  it('leave out a tick label that repeats the one before it', () => {
    const percent = (value: number) => `${value.toFixed(1)} %`
    expect(labelledTicks([99.96, 99.98, 100], percent)).toEqual([[99.96, '100.0 %']])
    expect(labelledTicks([0, 50, 100], percent).map(([, label]) => label)).toEqual(['0.0 %', '50.0 %', '100.0 %'])
  })

  it('draw stacked areas on a round value axis, with the values under the pointer', () => {
    const start = Date.UTC(2026, 10, 28, 8, 0)
    const data = [0, 1, 2, 3].map((i) => ({ at: start + i * MIN, active: i + 1, idle: 2 }))
    const { container } = renderWithProviders(
      <SeriesChart kind="area" stacked data={data} series={series} valueFormatter={(v) => `${v}`} />,
    )
    const svg = container.querySelector('svg[data-chart-surface]')!
    // One area and one line per series; the top series stacked on the first (4 + 2 = 6 at the end).
    expect(svg.querySelectorAll('path')).toHaveLength(4)
    expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['0', '2', '4', '6']),
    )
    expect(screen.getByText('Active')).toBeInTheDocument()
    expect(screen.queryByTestId('chart-tooltip')).toBeNull()

    // The pointer at the right end: the last point's own values, not the stacked sums.
    fireEvent.pointerMove(svg.querySelector('rect')!, { clientX: 10_000 })
    const tooltip = screen.getByTestId('chart-tooltip')
    expect(tooltip).toHaveTextContent(/Active\s*4/)
    expect(tooltip).toHaveTextContent(/Idle\s*2/)
    fireEvent.pointerLeave(svg.querySelector('rect')!)
    expect(screen.queryByTestId('chart-tooltip')).toBeNull()
  })

  it('draw a single sample as a dot at the right end', () => {
    const { container } = renderWithProviders(
      <SeriesChart
        kind="line"
        data={[{ at: Date.now(), rate: 99.5 }]}
        series={[{ name: 'rate', label: 'Hit rate', color: 'blue.6' }]}
        valueFormatter={(v) => `${v}`}
        yDomain={['auto', 100]}
      />,
    )
    expect(container.querySelectorAll('svg circle')).toHaveLength(1)
    expect(container.querySelectorAll('svg path')).toHaveLength(0)
  })

  it('draw one bar per item and series, its whole name in the label title', () => {
    const { container } = renderWithProviders(
      <BarsChart
        data={[
          { table: 'public.a_table_with_a_long_name', table_bytes: 100, other_bytes: 50 },
          { table: 'public.b', table_bytes: 10, other_bytes: 0 },
        ]}
        dataKey="table"
        series={[
          { name: 'table_bytes', label: 'Table', color: 'blue.6' },
          { name: 'other_bytes', label: 'Indexes and TOAST', color: 'grape.5' },
        ]}
        valueFormatter={(v) => `${v} B`}
        stacked
      />,
    )
    const svg = container.querySelector('svg[data-chart-surface]')!
    expect(svg.querySelectorAll('g rect[fill^="var(--mantine-color"]')).toHaveLength(4)
    expect(svg.querySelector('title')).toHaveTextContent('public.a_table_with_a_long_name')
    expect(svg).toHaveTextContent('public.a_table_wi…')
    fireEvent.pointerMove(svg.querySelector('g > rect[fill="transparent"]')!, { clientY: 5 })
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent(
      /public\.a_table_with_a_long_name.*Table\s*100 B.*Indexes and TOAST\s*50 B/,
    )
  })
})
