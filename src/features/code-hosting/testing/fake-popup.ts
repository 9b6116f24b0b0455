import { vi } from 'vitest'

/** A stand-in window: cross-origin (location unreadable) until `returnTo` is called. */
export function fakePopup() {
  let search: string | null = null
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    get location() {
      if (search === null) throw new DOMException('Blocked a frame with origin', 'SecurityError')
      return { search }
    },
    returnTo: (query: string) => {
      search = query
    },
  }
  return popup
}
