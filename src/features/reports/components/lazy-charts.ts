import { lazy } from 'react'

// One chunk with @mantine/charts. Its download starts as soon as the reports page's code runs, beside
// the reports' queries, so the charts do not wait for it after the data has arrived.
const charts = import('./report-charts')
export const SeriesChart = lazy(() => charts.then((m) => ({ default: m.SeriesChart })))
export const BarsChart = lazy(() => charts.then((m) => ({ default: m.BarsChart })))
