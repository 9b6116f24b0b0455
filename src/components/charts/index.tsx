import { lazy, Suspense, type ReactNode } from 'react'
import type { CategoryChartProps } from './category-model'
import { categoryHeight, CHART_HEIGHT } from './sizes'
import type { TimeChartProps } from './time-model'
import type { XYChartProps } from './xy-model'

export type { ChartSeries } from './theme'

/**
 * The app's one chart layer (uPlot on canvas, its text parts in the DOM), loaded with the first chart a
 * page shows: none of it is on the first screen. A page that shows charts at once starts the load with
 * its route (`preloadCharts`).
 */
export const preloadCharts = () => Promise.all([import('./time-chart'), import('./category-chart')])

const LazyTimeChart = lazy(() => import('./time-chart'))
const LazyCategoryChart = lazy(() => import('./category-chart'))
const LazyXYChart = lazy(() => import('./xy-chart'))
/** The X/Y chart's code, fetched beside the part that shows it (the SQL editor's Chart view). */
export const preloadXYChart = () => import('./xy-chart')

/** While the chart's code loads: its room, so that nothing moves when it comes. */
function Room({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<div style={{ height }} aria-hidden="true" />}>{children}</Suspense>
}

/** A figure over time (lines, areas, or bars per bucket) on a time axis spanning the chosen range. */
export function TimeChart(props: TimeChartProps) {
  return (
    <Room height={props.height ?? CHART_HEIGHT}>
      <LazyTimeChart {...props} />
    </Room>
  )
}

/** Horizontal bars per item (table, query, lock mode), several series stacked. */
export function CategoryChart(props: CategoryChartProps) {
  return (
    <Room height={categoryHeight(props.data.length)}>
      <LazyCategoryChart {...props} />
    </Room>
  )
}

/** Any X (times, numbers, categories) against numeric series, as bars or lines, linear or log (the SQL editor's result charts). */
export function XYChart(props: XYChartProps) {
  return (
    <Room height={props.height ?? CHART_HEIGHT}>
      <LazyXYChart {...props} />
    </Room>
  )
}
