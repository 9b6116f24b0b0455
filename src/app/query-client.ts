import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { retryDelay, shouldRetry } from '@/lib/http/retry'

export const DEFAULT_STALE_TIME_MS = 60_000

type ErrorListener = (error: unknown, queryKey: readonly unknown[] | undefined) => void
const errorListeners = new Set<ErrorListener>()

/** Features subscribe their reactions to failed calls (sign-out on 401, toasts) here. */
export function onQueryError(listener: ErrorListener) {
  errorListeners.add(listener)
  return () => errorListeners.delete(listener)
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => errorListeners.forEach((listener) => listener(error, query.queryKey)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        errorListeners.forEach((listener) => listener(error, mutation.options.mutationKey)),
    }),
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
