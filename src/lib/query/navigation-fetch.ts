import { isCancelledError, type DefaultError, type EnsureQueryDataOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { ApiError } from '@/lib/http/errors'

/**
 * One fetch (with its retries) per navigation, shared by every layer that needs the data (SPEC §8,
 * issue 11 items 5 and 13): the layout's beforeLoad prefetch, the guards, the loaders and the page.
 * A query that already failed during the current navigation is not fetched again by the next layer;
 * that layer gets the same error. The next navigation (or a retry) fetches it afresh.
 */
const navigationStarts = new WeakMap<QueryClient, number>()

/**
 * Marks the start of a navigation (the router's onBeforeLoad). Failed queries nobody shows any more are
 * dropped, so a page mounted by this navigation fetches them again instead of showing an old error.
 */
export function markNavigationStart(queryClient: QueryClient, now = Date.now()) {
  navigationStarts.set(queryClient, now)
  const cache = queryClient.getQueryCache()
  for (const query of cache.findAll()) {
    if (query.state.status === 'error' && query.state.fetchStatus === 'idle' && query.getObserversCount() === 0) cache.remove(query)
  }
}

/** The error of a query that failed during the current navigation, if any. */
export function failedThisNavigation(queryClient: QueryClient, queryKey: QueryKey): unknown {
  const state = queryClient.getQueryState(queryKey)
  if (!state || state.status !== 'error' || state.fetchStatus !== 'idle' || state.data !== undefined) return undefined
  return state.errorUpdatedAt >= (navigationStarts.get(queryClient) ?? 0) ? (state.error ?? undefined) : undefined
}

/**
 * ensureQueryData that does not start a second fetch of a query that failed during this navigation.
 * A fetch cancelled under it (its last observer left while it ran: a page unmounting, React's StrictMode
 * remount in development) is not a failure of the navigation: it is fetched again, once.
 */
export function ensureQueryOnce<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  const error = failedThisNavigation(queryClient, options.queryKey)
  if (error !== undefined) return Promise.reject(error as Error)
  return queryClient.ensureQueryData(options).catch((reason: unknown) => {
    if (isCancelledError(reason)) return queryClient.ensureQueryData(options)
    throw reason
  })
}

/**
 * For a query whose fetch needs another query first: the other's failure ends this one without retries
 * (retrying cannot help until the other is fetched again, which its own retries already did).
 */
export async function dependOn<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  try {
    return await ensureQueryOnce(queryClient, options)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    throw new ApiError({ message: error.message, code: error.code, requestId: error.requestId, retryable: false, body: error.body })
  }
}
