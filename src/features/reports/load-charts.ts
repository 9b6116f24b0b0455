/**
 * The reports' charts (recharts): one chunk. The report routes name this as their `preloadChunks`, so a
 * cold load requests it with the page's code, and the page list in index.html (build-tools/route-chunks.ts)
 * counts it among the route's files for the sidebar's idle preload.
 */
export const loadReportCharts = () => import('./components/report-charts')
