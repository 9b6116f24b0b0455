import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isPermissionsQuery } from '@/features/permissions/api/permissions-query'
import { ApiError, ERROR_REPORT_SAMPLE_RATE, reportError } from '@/lib/http/errors'
import { retryDelay, shouldRetry } from '@/lib/http/retry'

export const DEFAULT_STALE_TIME_MS = 60_000

type ErrorListener = (error: unknown, queryKey: readonly unknown[] | undefined) => void
const errorListeners = new Set<ErrorListener>()

/** Features subscribe their reactions to failed calls (sign-out on 401, toasts) here. */
export function onQueryError(listener: ErrorListener) {
  errorListeners.add(listener)
  return () => errorListeners.delete(listener)
}

interface ReactionOptions {
  /** For tests of the sampling. */
  random?: () => number
}

/**
 * SPEC §8: every failed call goes to the shared error handler, which reports a sample (0.2); a failed
 * permissions query is always reported, with its status code.
 */
function reportFailure(error: unknown, queryKey: readonly unknown[] | undefined, meta: Record<string, unknown> | undefined, random?: () => number) {
  const errorContext = typeof meta?.errorContext === 'object' ? (meta.errorContext as Record<string, unknown>) : {}
  if (isPermissionsQuery(queryKey)) {
    const code = error instanceof ApiError ? error.code : undefined
    reportError(error, { queryKey, code: code ?? 'unknown', message: `Failed to fetch permissions (status ${code ?? 'unknown'})` }, 1, random)
    return
  }
  reportError(error, { queryKey, ...errorContext }, ERROR_REPORT_SAMPLE_RATE, random)
}

export function createQueryClient({ random }: ReactionOptions = {}) {
  const notify: ErrorListener = (error, queryKey) => errorListeners.forEach((listener) => listener(error, queryKey))
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        reportFailure(error, query.queryKey, query.meta, random)
        notify(error, query.queryKey)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        reportFailure(error, mutation.options.mutationKey, mutation.meta, random)
        notify(error, mutation.options.mutationKey)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        // A failure already retried during this navigation is shown, not fetched again by every component
        // that mounts; the next navigation or the error's retry button fetches it anew (navigation-fetch.ts).
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  })
}
