/** A duration in ms as short words: 850 ms, 2.4 s, 3 min 5 s. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—'
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  const minutes = Math.floor(ms / 60_000)
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`
}

/** A size in bytes as short words: 8 kB, 1.2 MB. */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${value} bytes` : `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`
}

/** An estimated count, grouped (12,345); the estimate is the planner's, so it says so. */
export const formatEstimate = (n: number) => `~${Math.max(0, Math.round(n)).toLocaleString('en-US')}`

/** A table's rows: the exact count where it was counted, else the planner's estimate (marked "~"). */
export const formatRows = (estimate: number, exact: number | undefined) => (exact === undefined ? formatEstimate(estimate) : exact.toLocaleString('en-US'))
