import { useEffect, useState } from 'react'
import { getConfig } from '@/lib/config/config'

type Control = typeof import('@mocks/pglite/control')

/** Mock mode: whether the project's demo database (PGlite in the browser) is still starting. */
export function useLocalDatabaseStarting(projectRef: string | undefined) {
  const [starting, setStarting] = useState(false)
  useEffect(() => {
    if (!projectRef || !getConfig().mock) return
    let control: Control | undefined
    let stop: (() => void) | undefined
    let cancelled = false
    const update = () => setStarting(control?.localDatabaseStatus(projectRef) === 'starting')
    void import('@mocks/pglite/control').then((m) => {
      if (cancelled) return
      control = m
      stop = m.onLocalDatabaseStatus(update)
      update()
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [projectRef])
  return starting
}
