/**
 * How long a dropped socket waits before each new attempt: 1 s, 2 s, 5 s, then every 10 s (the cap),
 * as realtime-js backs off; a successful join starts the schedule again.
 */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const

/** The wait before attempt `attempt` (1 for the first retry). */
export function reconnectDelay(attempt: number): number {
  const index = Math.min(Math.max(attempt, 1), RECONNECT_DELAYS_MS.length) - 1
  return RECONNECT_DELAYS_MS[index]!
}

/** Phoenix's heartbeat: the socket is kept open by one every 25 s (CONTRACT §16). */
export const HEARTBEAT_INTERVAL_MS = 25_000
