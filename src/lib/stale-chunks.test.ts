import { describe, expect, it, vi } from 'vitest'
import { handlePreloadError, loadInBackground, STALE_CHUNK_RELOAD_GUARD_MS, STALE_CHUNK_RELOAD_KEY } from './stale-chunks'

function memoryStorage() {
  const values = new Map<string, string>()
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

describe('stale chunks after a deploy (issue 11 item 10)', () => {
  it('reloads once on a preload error, then lets the next one through to the error component', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const first = { preventDefault: vi.fn() }
    expect(handlePreloadError(first, { storage, reload, now: 1_000_000 })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(first.preventDefault).toHaveBeenCalled()
    expect(storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe('1000000')

    const again = { preventDefault: vi.fn(), payload: new Error('Failed to fetch dynamically imported module: /a.js') }
    expect(handlePreloadError(again, { storage, reload, now: 1_000_000 + 5_000 })).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(again.preventDefault).not.toHaveBeenCalled()
    // The router's own reload for the same missing module is used up too: no second reload.
    expect(storage.getItem('tanstack_router_reload:Failed to fetch dynamically imported module: /a.js')).toBe('1')
  })

  it('does not reload for a background preload, nor use up the reload of the page that needs the chunk', async () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const event = { preventDefault: vi.fn(), payload: new Error('Failed to fetch dynamically imported module: /b.js') }
    await loadInBackground(async () => {
      expect(handlePreloadError(event, { storage, reload, now: 1_000 })).toBe(false)
    })
    expect(reload).not.toHaveBeenCalled()
    expect(event.preventDefault).not.toHaveBeenCalled()
    expect(storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBeNull()
    expect(storage.getItem('tanstack_router_reload:Failed to fetch dynamically imported module: /b.js')).toBeNull()
    // The user's own navigation afterwards reloads as before.
    expect(handlePreloadError(event, { storage, reload, now: 2_000 })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads again for a later deploy', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    handlePreloadError({ preventDefault: () => {} }, { storage, reload, now: 0 })
    handlePreloadError({ preventDefault: () => {} }, { storage, reload, now: STALE_CHUNK_RELOAD_GUARD_MS + 1 })
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
