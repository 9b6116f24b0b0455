import { Skeleton } from '@mantine/core'
import { useSyncExternalStore, type ComponentProps } from 'react'
import { loadReportCharts } from '../load-charts'
import { CHART_HEIGHT } from './report-card'

type Charts = typeof import('./report-charts')

// One chunk with the charts' library. Its download starts with the navigation (the route's loader) or
// as soon as this page's code runs, beside the reports' queries.
let charts: Charts | undefined
let failed: { error: unknown } | undefined
const listeners = new Set<() => void>()
void loadReportCharts().then(
  (module) => (charts = module),
  (error: unknown) => (failed = { error }),
).finally(() => listeners.forEach((listener) => listener()))

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The charts' code once it is here, undefined until then. Not a lazy component: one suspends on its first
 * render even when its code has loaded, and React then holds the revealed chart back for up to 300 ms
 * after its placeholder showed (its reveal throttle), so every card's chart came that much after its data.
 */
function useCharts() {
  const loaded = useSyncExternalStore(subscribe, () => charts)
  // A chunk that cannot load (a deploy removed it) fails the page like any lazy code: its error boundary.
  if (failed) throw failed.error
  return loaded
}

export function SeriesChart(props: ComponentProps<Charts['SeriesChart']>) {
  const loaded = useCharts()
  return loaded ? <loaded.SeriesChart {...props} /> : <Skeleton h={CHART_HEIGHT} />
}

export function BarsChart(props: ComponentProps<Charts['BarsChart']>) {
  const loaded = useCharts()
  return loaded ? <loaded.BarsChart {...props} /> : <Skeleton h={CHART_HEIGHT} />
}
