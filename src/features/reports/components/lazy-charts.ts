import { lazy } from 'react'

// One chunk with @mantine/charts, loaded when the reports page first shows a chart.
const load = () => import('./report-charts')
export const SeriesChart = lazy(() => load().then((m) => ({ default: m.SeriesChart })))
export const BarsChart = lazy(() => load().then((m) => ({ default: m.BarsChart })))
