import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { permissionsQueryOptions } from '@/features/permissions/api/permissions-query'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import { setErrorReporter } from '@/lib/http/errors'
import { shouldRetry } from '@/lib/http/retry'
import { createQueryClient, DEFAULT_STALE_TIME_MS, onQueryError } from './query-client'

afterEach(() => setErrorReporter(() => {}))

const noRetry = { retry: false } as const

describe('QueryClient reactions (SPEC §8)', () => {
  it('reports a failed call for a sample of 0.2', async () => {
    const reporter = vi.fn()
    setErrorReporter(reporter)
    server.use(http.get('*/platform/projects/:ref', () => HttpResponse.json({ message: 'Project not found' }, { status: 404 })))
    for (const [draw, reported] of [[0.1, true], [0.2, false], [0.7, false]] as const) {
      reporter.mockClear()
      const client = createQueryClient({ random: () => draw })
      await client.fetchQuery({ ...projectDetailQueryOptions('missing'), ...noRetry }).catch(() => {})
      expect(reporter.mock.calls.length).toBe(reported ? 1 : 0)
    }
  })

  it('sends project detail errors to the shared error handler with the call and ref', async () => {
    const reporter = vi.fn()
    setErrorReporter(reporter)
    server.use(http.get('*/platform/projects/:ref', () => HttpResponse.json({ message: 'Project not found' }, { status: 404 })))
    const client = createQueryClient({ random: () => 0 })
    await client.fetchQuery({ ...projectDetailQueryOptions('missing'), ...noRetry }).catch(() => {})
    expect(reporter).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Project not found', code: 404 }),
      expect.objectContaining({ call: 'project-detail', ref: 'missing' }),
    )
  })

  it('always reports a failed permissions query with its status code', async () => {
    const reporter = vi.fn()
    setErrorReporter(reporter)
    server.use(http.get('*/platform/profile/permissions', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })))
    const client = createQueryClient({ random: () => 0.99 })
    await client.fetchQuery({ ...permissionsQueryOptions(), ...noRetry }).catch(() => {})
    expect(reporter).toHaveBeenCalledTimes(1)
    expect(reporter.mock.calls[0]![1]).toMatchObject({ code: 403, message: 'Failed to fetch permissions (status 403)' })
  })

  it('passes failures to the subscribed reactions with the query key', async () => {
    const listener = vi.fn()
    const unsubscribe = onQueryError(listener)
    server.use(http.get('*/platform/profile/permissions', () => HttpResponse.json({ message: 'Nope' }, { status: 500 })))
    const client = createQueryClient()
    await client.fetchQuery({ ...permissionsQueryOptions(), ...noRetry }).catch(() => {})
    unsubscribe()
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ code: 500 }), ['profile', 'permissions'])
  })

  it('uses the spec defaults: 60 s staleness and the shared retry rule', () => {
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(DEFAULT_STALE_TIME_MS).toBe(60_000)
    expect(defaults?.staleTime).toBe(60_000)
    expect(defaults?.retry).toBe(shouldRetry)
  })
})
