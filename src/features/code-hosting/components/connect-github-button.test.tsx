import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { getAccessToken } from '@/features/auth/access-token'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { OAUTH_STATE_STORAGE_KEY } from '../oauth-state'
import { fakePopup } from '../testing/fake-popup'
import { CONNECT_MESSAGES } from '../use-connect-github'
import { ConnectGithubButton } from './connect-github-button'

function stubOpen() {
  const popup = fakePopup()
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
  return { popup, open }
}

describe('ConnectGithubButton', () => {
  it('authorizes through the popup with the stored state and sends the code to the platform', async () => {
    signInForTest()
    setAccessTokenProvider(getAccessToken)
    const bodies: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/platform/integrations/github/authorization')) bodies.push(await request.clone().json())
    })
    const { popup, open } = stubOpen()
    const user = userEvent.setup()
    renderWithProviders(<ConnectGithubButton />)
    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }))

    const url = new URL(open.mock.calls[0]![0] as string)
    expect(url.pathname).toBe('/platform/integrations/github/authorize')
    const state = url.searchParams.get('state')!
    expect(state).toHaveLength(32)
    expect(localStorage.getItem(OAUTH_STATE_STORAGE_KEY)).toBe(state)
    expect(open.mock.calls[0]![2]).toContain('width=600,height=800')
    expect(await screen.findByText('Finish in the GitHub window…')).toBeInTheDocument()

    popup.returnTo(`?code=mock-github-code&state=${state}`)
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('GitHub connected as demo.'), {
      timeout: 3000,
    })
    expect(bodies).toEqual([{ code: 'mock-github-code' }])
    expect(popup.close).toHaveBeenCalled()
    expect(localStorage.getItem(OAUTH_STATE_STORAGE_KEY)).toBeNull()
  })

  it('stops polling the popup, and closes it, when the button goes away (issue 11 item 11)', async () => {
    const { popup } = stubOpen()
    const reads = vi.fn()
    const location = Object.getOwnPropertyDescriptor(popup, 'location')!.get!
    Object.defineProperty(popup, 'location', { get: () => (reads(), location()) })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const { unmount } = renderWithProviders(<ConnectGithubButton />)
      await user.click(screen.getByRole('button', { name: 'Connect GitHub' }))
      await vi.advanceTimersByTimeAsync(1000)
      expect(reads).toHaveBeenCalled()
      unmount()
      expect(popup.close).toHaveBeenCalled()
      const seen = reads.mock.calls.length
      await vi.advanceTimersByTimeAsync(10_000)
      expect(reads.mock.calls.length).toBe(seen)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses an answer whose state does not match', async () => {
    const { popup } = stubOpen()
    const user = userEvent.setup()
    renderWithProviders(<ConnectGithubButton />)
    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }))
    popup.returnTo('?code=mock-github-code&state=forged')
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(CONNECT_MESSAGES.state)
  })

  it('says so when the browser blocks the popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    const user = userEvent.setup()
    renderWithProviders(<ConnectGithubButton />)
    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECT_MESSAGES.blocked)
  })
})
