import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { signInForTest } from '../../../../test/support/render'
import { setAccessTokenProvider } from '@/lib/http/client'
import { getAccessToken } from '@/features/auth/access-token'
import { getProjectDetail, projectDetailQueryOptions, projectDetailRefetchInterval, setProjectStatus } from './project-detail-query'
import { invalidateProjects, prefetchProjects, projectsQueryOptions } from './projects-query'

let detailCalls: string[] = []
const count = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname
  if (path.startsWith('/platform/projects')) detailCalls.push(path)
}

beforeEach(() => {
  detailCalls = []
  signInForTest()
  setAccessTokenProvider(getAccessToken)
  server.events.on('request:start', count)
})
afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

describe('project detail', () => {
  it("needs a ref: 'Project ref is required'", async () => {
    await expect(getProjectDetail(undefined)).rejects.toThrow('Project ref is required')
    await expect(getProjectDetail('')).rejects.toThrow('Project ref is required')
    expect(detailCalls).toEqual([])
  })

  it('is cancelled through its abort signal', async () => {
    server.use(http.get('*/platform/projects/:ref', () => new Promise<Response>(() => {})))
    const controller = new AbortController()
    const pending = getProjectDetail('northwindshop1', controller.signal)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('polls every 5000 ms while the project comes up, and stops once it is healthy with a connection string', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const queryClient = new QueryClient()
    const observer = new QueryObserver(queryClient, projectDetailQueryOptions('northwindstats'))
    const unsubscribe = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(detailCalls).toHaveLength(1)
    expect(observer.getCurrentResult().data?.status).toBe('COMING_UP')

    await vi.advanceTimersByTimeAsync(4_999)
    expect(detailCalls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(detailCalls).toHaveLength(2)
    // The mock turns the project healthy on the third poll.
    await vi.advanceTimersByTimeAsync(5_000)
    expect(detailCalls).toHaveLength(3)
    expect(observer.getCurrentResult().data).toMatchObject({ status: 'ACTIVE_HEALTHY', connectionString: expect.stringContaining('postgresql://') })

    await vi.advanceTimersByTimeAsync(60_000)
    expect(detailCalls).toHaveLength(3)
    unsubscribe()
  })

  it('does not poll a healthy project', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const queryClient = new QueryClient()
    const unsubscribe = new QueryObserver(queryClient, projectDetailQueryOptions('northwindshop1')).subscribe(() => {})
    await vi.advanceTimersByTimeAsync(60_000)
    expect(detailCalls).toEqual(['/platform/projects/northwindshop1'])
    unsubscribe()
  })

  it('decides polling from status and connection string', () => {
    expect(projectDetailRefetchInterval(undefined)).toBe(false)
    expect(projectDetailRefetchInterval({ status: 'UNKNOWN', connectionString: 'postgresql://x' })).toBe(5000)
    expect(projectDetailRefetchInterval({ status: 'COMING_UP', connectionString: 'postgresql://x' })).toBe(5000)
    expect(projectDetailRefetchInterval({ status: 'ACTIVE_HEALTHY', connectionString: null })).toBe(5000)
    expect(projectDetailRefetchInterval({ status: 'ACTIVE_HEALTHY', connectionString: '  ' })).toBe(5000)
    expect(projectDetailRefetchInterval({ status: 'ACTIVE_HEALTHY', connectionString: 'postgresql://x' })).toBe(false)
    expect(projectDetailRefetchInterval({ status: 'INACTIVE', connectionString: 'postgresql://x' })).toBe(false)
  })
})

describe('project list', () => {
  it('is prefetched once within its 30 minutes and refetched after invalidation', async () => {
    const queryClient = new QueryClient()
    const unsubscribe = new QueryObserver(queryClient, projectsQueryOptions()).subscribe(() => {})
    await vi.waitFor(() => expect(detailCalls).toEqual(['/platform/projects']))
    await prefetchProjects(queryClient)
    expect(detailCalls).toHaveLength(1)
    await invalidateProjects(queryClient)
    expect(detailCalls).toHaveLength(2)
    expect(projectsQueryOptions().staleTime).toBe(30 * 60 * 1000)
    unsubscribe()
  })

  it('takes a status change in both the cached list and detail', async () => {
    const queryClient = new QueryClient()
    await queryClient.fetchQuery(projectsQueryOptions())
    await queryClient.fetchQuery(projectDetailQueryOptions('northwindshop1'))
    setProjectStatus(queryClient, 'northwindshop1', 'PAUSING')
    expect(queryClient.getQueryData(projectDetailQueryOptions('northwindshop1').queryKey)?.status).toBe('PAUSING')
    const list = queryClient.getQueryData(projectsQueryOptions().queryKey) ?? []
    expect(list.find((p) => p.ref === 'northwindshop1')?.status).toBe('PAUSING')
    expect(list.find((p) => p.ref === 'northwindshop2')?.status).toBe('ACTIVE_HEALTHY')
  })
})
