import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { consumeOAuthState, createOAuthState, OAUTH_STATE_STORAGE_KEY } from './oauth-state'
import { fakePopup } from './testing/fake-popup'
import {
  openCenteredPopup,
  POPUP_HEIGHT_PX,
  POPUP_POLL_MS,
  POPUP_TIMEOUT_MS,
  POPUP_WIDTH_PX,
  watchPopup,
} from './popup'

describe('OAuth state', () => {
  it('is a random 32-character value kept in localStorage and checked once on return', () => {
    const state = createOAuthState()
    expect(state).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(createOAuthState()).not.toBe(state)
    const latest = localStorage.getItem(OAUTH_STATE_STORAGE_KEY)!
    expect(consumeOAuthState('wrong')).toBe(false)
    expect(localStorage.getItem(OAUTH_STATE_STORAGE_KEY)).toBeNull()
    localStorage.setItem(OAUTH_STATE_STORAGE_KEY, latest)
    expect(consumeOAuthState(latest)).toBe(true)
    expect(consumeOAuthState(latest)).toBe(false)
  })
})

describe('popup', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('opens at 600x800', () => {
    const open = vi.fn(() => null)
    openCenteredPopup('https://github.example/authorize', 'connect-github', {
      screenX: 0,
      screenY: 0,
      outerWidth: 1600,
      outerHeight: 1000,
      open,
    } as unknown as Window)
    expect(open).toHaveBeenCalledWith(
      'https://github.example/authorize',
      'connect-github',
      expect.stringContaining(`width=${POPUP_WIDTH_PX},height=${POPUP_HEIGHT_PX},left=500,top=100`),
    )
    expect([POPUP_WIDTH_PX, POPUP_HEIGHT_PX, POPUP_POLL_MS, POPUP_TIMEOUT_MS]).toEqual([600, 800, 500, 300_000])
  })

  it('reports a blocked popup', async () => {
    await expect(watchPopup(null)).resolves.toEqual({ type: 'blocked' })
  })

  it('polls every 500 ms and resolves when the popup is back with code and state, closing it', async () => {
    const popup = fakePopup()
    const result = watchPopup(popup as unknown as Window)
    popup.returnTo('?code=abc&state=xyz')
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS - 1)
    expect(popup.close).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const returned = await result
    expect(returned.type).toBe('returned')
    expect(returned.type === 'returned' && returned.params.get('code')).toBe('abc')
    expect(popup.close).toHaveBeenCalled()
  })

  it('notices when the user closes the popup', async () => {
    const popup = fakePopup()
    const result = watchPopup(popup as unknown as Window)
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS * 3)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS)
    await expect(result).resolves.toEqual({ type: 'closed' })
  })

  it('gives up after 5 minutes and closes the popup', async () => {
    const popup = fakePopup()
    let settled = false
    const result = watchPopup(popup as unknown as Window).then((r) => {
      settled = true
      return r
    })
    await vi.advanceTimersByTimeAsync(POPUP_TIMEOUT_MS - POPUP_POLL_MS)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS)
    await expect(result).resolves.toEqual({ type: 'timeout' })
    expect(popup.close).toHaveBeenCalled()
  })
})
