import { useEffect, useState } from 'react'

export const LIVE_TAIL_POLL_MS = 5000

/** The clock a preset range ends at: fixed until the user runs again, ticking while live tail is on. */
export function useRangeAnchor(live: boolean) {
  const [anchor, setAnchor] = useState(() => Date.now())
  useEffect(() => {
    if (!live) return
    const timer = setInterval(() => setAnchor(Date.now()), LIVE_TAIL_POLL_MS)
    return () => clearInterval(timer)
  }, [live])
  return [anchor, () => setAnchor(Date.now())] as const
}
