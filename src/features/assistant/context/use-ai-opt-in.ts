import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { AI_OPT_IN_KEY_PREFIX, parseAiOptIn, writeAiOptIn, type AiOptInKey } from './opt-in'

const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** The organization's AI opt-in keys (localStorage, per organization) and a setter. */
export function useAiOptIn(organizationSlug: string | undefined) {
  const raw = useSyncExternalStore(subscribe, () =>
    organizationSlug ? localStorage.getItem(AI_OPT_IN_KEY_PREFIX + organizationSlug) : null,
  )
  const keys = useMemo(() => parseAiOptIn(raw), [raw])
  const setKeys = useCallback(
    (next: readonly AiOptInKey[]) => {
      if (!organizationSlug) return
      writeAiOptIn(organizationSlug, next)
      for (const listener of listeners) listener()
    },
    [organizationSlug],
  )
  return [keys, setKeys] as const
}
