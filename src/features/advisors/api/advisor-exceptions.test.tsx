import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { createTestQueryClient, signInForTest } from '../../../../test/support/render'
import { setAccessTokenProvider } from '@/lib/http/client'
import {
  advisorExceptionsQueryOptions,
  useCreateAdvisorExceptionMutation,
  useDeleteAdvisorExceptionsMutation,
} from './advisor-exceptions'

const REF = 'acmeblogprod01'

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

function useRules() {
  return {
    list: useQuery(advisorExceptionsQueryOptions(REF)),
    create: useCreateAdvisorExceptionMutation(REF),
    remove: useDeleteAdvisorExceptionsMutation(REF),
  }
}

describe('advisor exceptions (CONTRACT §9)', () => {
  it('creates, lists and deletes the rules of a project on the platform', async () => {
    const sent: { method: string; path: string; body: unknown }[] = []
    server.events.on('request:start', async ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname.includes('/advisors/exceptions')) {
        const body = request.method === 'POST' ? await request.clone().json() : null
        sent.push({ method: request.method, path: url.pathname + url.search, body })
      }
    })
    const client = createTestQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(useRules, { wrapper })
    await waitFor(() => expect(result.current.list.data).toEqual([]))

    await act(() =>
      result.current.create.mutateAsync({
        lint_name: 'no_primary_key',
        entity: 'public.events',
        note: 'append-only log',
      }),
    )
    await waitFor(() =>
      expect(result.current.list.data).toEqual([
        expect.objectContaining({ lint_name: 'no_primary_key', entity: 'public.events', note: 'append-only log' }),
      ]),
    )
    const id = result.current.list.data![0]!.id
    await act(() => result.current.remove.mutateAsync([id]))
    await waitFor(() => expect(result.current.list.data).toEqual([]))

    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /platform/projects/${REF}/advisors/exceptions`,
      `POST /platform/projects/${REF}/advisors/exceptions`,
      `GET /platform/projects/${REF}/advisors/exceptions`,
      `DELETE /platform/projects/${REF}/advisors/exceptions?ids=${id}`,
      `GET /platform/projects/${REF}/advisors/exceptions`,
    ])
    expect(sent[1]!.body).toEqual({ lint_name: 'no_primary_key', entity: 'public.events', note: 'append-only log' })
    server.events.removeAllListeners()
  })
})
