import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/errors'
import { shouldRetry } from '@/lib/http/retry'
import { dependOn, ensureQueryOnce, markNavigationStart } from './navigation-fetch'

function failingQuery(code: number) {
  let calls = 0
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the counter is the test's probe, not an input
  const options = queryOptions({
    queryKey: ['projects', code],
    queryFn: () => {
      calls += 1
      return Promise.reject<string[]>(new ApiError({ message: 'Forbidden', code }))
    },
    retry: false,
  })
  return { options, calls: () => calls }
}

describe('one fetch per navigation (issue 11 items 5 and 13)', () => {
  it('does not fetch again a query that failed during this navigation: every layer gets the same error', async () => {
    const queryClient = new QueryClient()
    markNavigationStart(queryClient)
    const { options, calls } = failingQuery(403)
    void queryClient.prefetchQuery(options) // the layout's beforeLoad
    await expect(ensureQueryOnce(queryClient, options)).rejects.toThrow('Forbidden') // the guard
    await expect(ensureQueryOnce(queryClient, options)).rejects.toThrow('Forbidden') // the loader
    expect(calls()).toBe(1)
  })

  it('fetches it again on the next navigation (or a retry)', async () => {
    const queryClient = new QueryClient()
    markNavigationStart(queryClient, Date.now() - 1000)
    const { options, calls } = failingQuery(500)
    await expect(ensureQueryOnce(queryClient, options)).rejects.toThrow()
    markNavigationStart(queryClient, Date.now() + 1)
    await expect(ensureQueryOnce(queryClient, options)).rejects.toThrow()
    expect(calls()).toBe(2)
  })

  it('drops failed queries nobody shows, so the next page fetches them', async () => {
    const queryClient = new QueryClient()
    const { options } = failingQuery(500)
    await queryClient.prefetchQuery(options)
    expect(queryClient.getQueryState(options.queryKey)?.status).toBe('error')
    markNavigationStart(queryClient)
    expect(queryClient.getQueryState(options.queryKey)).toBeUndefined()
  })

  it('a query that needs a failed one fails without retries of its own', async () => {
    const queryClient = new QueryClient()
    markNavigationStart(queryClient)
    const { options } = failingQuery(500)
    await queryClient.prefetchQuery(options)
    const error = await dependOn(queryClient, options).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(shouldRetry(0, error)).toBe(false)
  })

  it('a fetch cancelled under it (its last observer left while it ran) is fetched again, not a failed navigation', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    let calls = 0
    const options = queryOptions({
      queryKey: ['cancelled-under-the-guard'],
      queryFn: ({ signal }) => {
        calls++
        return new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => resolve('projects'), 20)
          signal.addEventListener('abort', () => {
            clearTimeout(timer)
            reject(new Error('aborted'))
          })
        })
      },
    })
    const guard = ensureQueryOnce(queryClient, options)
    // A page's observer comes and goes while the guard's fetch runs (StrictMode's unmount in development).
    const unsubscribe = new QueryObserver(queryClient, options).subscribe(() => {})
    unsubscribe()
    await expect(guard).resolves.toBe('projects')
    expect(calls).toBe(2)
  })
})
