import { preloadableLazy } from '@/lib/lazy/preloadable-lazy'

/**
 * The result's view (grid, virtualizer, exports): not needed until a run answers, so not part of the
 * editor's first load (issue 32 item 25); a run starts loading it beside its query.
 */
export const LazyResultsView = preloadableLazy(() => import('./results-view').then((m) => m.ResultsView))

export const preloadResultsView = () => {
  LazyResultsView.preload().catch(() => {
    // Shown by the view's own error boundary when it renders.
  })
}
