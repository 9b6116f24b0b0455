import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { configureMock } from '@mocks/state'
import { createQueryClient } from '@/app/query-client'
import { renderRoute } from '../../test/support/render'
import { TEST_ORIGIN, testConfig } from '../../test/support/test-config'
import { API_UNREACHABLE_TITLE } from './api-unreachable-screen'

describe('an unreachable platform API', () => {
  it('shows a full-page screen naming the URL it tried and what to check, at once and without retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    configureMock({ platform: false })
    let profileCalls = 0
    server.use(
      http.get('*/platform/profile', () => {
        profileCalls++
        return HttpResponse.error()
      }),
    )
    renderRoute('/project/default', {
      config: testConfig({ platform: false, authUrl: '' }),
      queryClient: createQueryClient(),
    })

    expect(await screen.findByRole('heading', { name: API_UNREACHABLE_TITLE })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      `The dashboard tried ${TEST_ORIGIN}/platform/profile and got no answer`,
    )
    expect(screen.getByText(/DASHBOARD_API_URL/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Sorry! An unexpected error occurred.' })).not.toBeInTheDocument()
    // Shown after the first failure, with no retries (1 s, 2 s, 4 s: four calls per fetch). Today the
    // layout's prefetch and its loader each fetch once (issue 11, item 5, makes that one).
    expect(profileCalls).toBeLessThanOrEqual(2)
  })

  it("says so when only a proxy answered for the API (its own 502 page, not the API's JSON)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    configureMock({ platform: false })
    server.use(
      http.get(
        '*/platform/profile',
        () =>
          new HttpResponse('<html><h1>502 Bad Gateway</h1></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    )
    renderRoute('/project/default', {
      config: testConfig({ platform: false, authUrl: '' }),
      queryClient: createQueryClient(),
    })

    expect(await screen.findByRole('heading', { name: API_UNREACHABLE_TITLE })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      `The dashboard tried ${TEST_ORIGIN}/platform/profile and got only a proxy's error (HTTP 502)`,
    )
  })

  it('keeps an API that answers with an error inside the frame, with its message and a retry (not the unreachable screen)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    configureMock({ platform: false })
    server.use(http.get('*/platform/profile', () => HttpResponse.json({ message: 'Bad request' }, { status: 400 })))
    renderRoute('/project/default', {
      config: testConfig({ platform: false, authUrl: '' }),
      queryClient: createQueryClient(),
    })

    expect(await screen.findByTestId('route-error-message')).toHaveTextContent('Bad request')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: API_UNREACHABLE_TITLE })).not.toBeInTheDocument()
  })
})
