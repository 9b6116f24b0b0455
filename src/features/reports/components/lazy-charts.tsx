import { lazy, type ComponentProps } from 'react'

type Charts = typeof import('./report-charts')

// One chunk with the charts' library. Its download starts as soon as the reports page's code runs, beside
// the reports' queries, so the charts do not wait for it after the data has arrived.
let loaded: Charts | undefined
const charts = import('./report-charts').then((module) => (loaded = module))
const LazySeriesChart = lazy(() => charts.then((m) => ({ default: m.SeriesChart })))
const LazyBarsChart = lazy(() => charts.then((m) => ({ default: m.BarsChart })))

// Once the chunk is here a chart is drawn at once: a lazy component suspends on its first render even
// when its code has loaded, and React then holds the boundary's content back for up to 300 ms after its
// fallback showed (its reveal throttle), so each card's chart showed a skeleton after its data.
export function SeriesChart(props: ComponentProps<Charts['SeriesChart']>) {
  const Chart = loaded?.SeriesChart ?? LazySeriesChart
  return <Chart {...props} />
}

export function BarsChart(props: ComponentProps<Charts['BarsChart']>) {
  const Chart = loaded?.BarsChart ?? LazyBarsChart
  return <Chart {...props} />
}
