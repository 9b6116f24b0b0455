import { preloadableLazy } from '@/lib/lazy/preloadable-lazy'

/**
 * The result's Chart view (its controls, the chart layer and uPlot): loaded only when the view is opened
 * (first-screen and editor JS budgets), the chart layer's code beside it rather than after it.
 */
export const LazyResultChart = preloadableLazy(() =>
  Promise.all([import('./result-chart'), import('@/components/charts').then((m) => m.preloadXYChart())]).then(
    ([m]) => m.ResultChart,
  ),
)
