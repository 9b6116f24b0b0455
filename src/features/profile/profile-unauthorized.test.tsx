import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { createQueryClient } from '@/app/query-client'
import { getSession } from '@/features/auth/session-store'
import { renderRoute, signInForTest } from '../../../test/support/render'
import { profileKeys } from './api/keys'

describe('a 401 on the profile call (SPEC §4)', () => {
  it('signs the user out and sends them to /sign-in', async () => {
    signInForTest()
    const { router, queryClient } = renderRoute('/organizations', { queryClient: createQueryClient() })
    expect(await screen.findByRole('link', { name: 'Northwind Labs' }, { timeout: 5000 })).toBeInTheDocument()

    server.use(http.get('*/platform/profile', () => HttpResponse.json({ message: 'Invalid or expired JWT' }, { status: 401 })))
    await act(() => queryClient.invalidateQueries({ queryKey: profileKeys.profile() }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), { timeout: 5000 })
    expect(getSession()).toBeNull()
    expect(queryClient.getQueryData(profileKeys.profile())).toBeUndefined()
  })
})
