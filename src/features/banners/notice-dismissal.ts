import { useCallback, useSyncExternalStore } from 'react'
import { z } from 'zod/mini'

const dismissedValue = z.literal('true')
const listeners = new Set<() => void>()
/** Dismissals of this page view, for browsers that refuse storage. */
const dismissedNow = new Set<string>()

function read(token: string) {
  if (dismissedNow.has(token)) return true
  try {
    return dismissedValue.safeParse(localStorage.getItem(token)).success
  } catch {
    return false
  }
}

/** SPEC §4: a dismissed notice is remembered in localStorage under its token as 'true'. */
export function useNoticeDismissal(token: string) {
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener)
      const onStorage = (event: StorageEvent) => event.key === token && listener()
      window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('storage', onStorage)
      }
    },
    [token],
  )
  const dismissed = useSyncExternalStore(
    subscribe,
    () => read(token),
    () => false,
  )
  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(token, 'true')
    } catch {
      // Storage full or blocked: the notice stays hidden for this page view only.
      dismissedNow.add(token)
    }
    listeners.forEach((listener) => listener())
  }, [token])
  return { dismissed, dismiss }
}
