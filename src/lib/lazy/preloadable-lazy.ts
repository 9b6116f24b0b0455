import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react'

/**
 * A lazily loaded component whose code can be fetched ahead (`preload`, e.g. from a route's loader), shown
 * at once when it is there. Not React.lazy: that suspends at the first render even when the module has
 * arrived, and React then holds the boundary's content back for its fallback throttle (300 ms after any
 * fallback shown), which on a cold load came on top of the page's own time (issue 26 item 1). Until the
 * code is there the component renders `fallback`; a failed load is thrown to the nearest error boundary.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  function Preloadable({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [state, setState] = useState<{ component?: ComponentType<P>; failure?: Error }>(() => ({ component: loaded }))
    const ready = Boolean(state.component)
    useEffect(() => {
      if (ready) return
      let live = true
      preload().then(
        (component) => live && setState({ component }),
        (error: unknown) => live && setState({ failure: error instanceof Error ? error : new Error(String(error)) }),
      )
      return () => {
        live = false
      }
    }, [ready])
    if (state.failure) throw state.failure
    return state.component ? createElement(state.component, props as unknown as P) : fallback
  }
  return Object.assign(Preloadable, { preload })
}
