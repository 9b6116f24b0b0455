import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { ASSISTANT_DB_NAME } from '@/features/assistant/storage'
import { signInWithPassword } from './api/auth-client'
import { getSession, SESSION_STORAGE_KEY, setSession } from './session-store'
import { clearAssistantStorage } from '@/features/assistant/storage'
import { onSignOut, signOut } from './sign-out'

afterEach(() => {
  vi.unstubAllGlobals()
  setSession(null)
})

describe('signOut', () => {
  it('ends the session at the auth service, then clears the session, the caches and the registered stores', async () => {
    // app/services.ts registers the assistant's storage this way.
    const unregister = onSignOut(clearAssistantStorage)
    const session = await signInWithPassword({ email: 'demo@example.com', password: 'demo-password-123' })
    setSession(session)
    const deleted: string[] = []
    vi.stubGlobal('indexedDB', {
      deleteDatabase: (name: string) => {
        deleted.push(name)
        const request: Record<string, unknown> = {}
        setTimeout(() => (request.onsuccess as () => void)())
        return request
      },
    })
    localStorage.setItem('dashboard-ai-assistant-state-abc', '{}')
    const queryClient = new QueryClient()
    queryClient.setQueryData(['profile', 'detail'], { username: 'demo' })
    const logouts: string[] = []
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/auth/v1/logout'))
        logouts.push(request.headers.get('Authorization') ?? '')
    }
    server.events.on('request:start', listener)

    await signOut(queryClient)
    server.events.removeListener('request:start', listener)

    expect(logouts).toEqual([`Bearer ${session.access_token}`])
    expect(getSession()).toBeNull()
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(deleted).toEqual([ASSISTANT_DB_NAME])
    expect(localStorage.getItem('dashboard-ai-assistant-state-abc')).toBeNull()
    unregister()
  })

  it('clears the local session even when the auth service refuses', async () => {
    setSession({ access_token: 'expired', token_type: 'bearer', expires_at: 1, refresh_token: 'x', user: { id: 'u' } })
    const { http, HttpResponse } = await import('msw')
    server.use(http.post('*/auth/v1/logout', () => HttpResponse.json({ msg: 'Invalid JWT' }, { status: 401 })))
    await signOut(new QueryClient())
    expect(getSession()).toBeNull()
  })
})
