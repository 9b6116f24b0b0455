/** Milliseconds as people read them: 0.42 ms, 12.3 ms, 1.25 s, 2.1 min. */
export function formatDuration(ms: number): string {
  if (ms < 1) return `${ms.toFixed(2)} ms`
  if (ms < 1000) return `${ms.toFixed(1)} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(2)} s`
  return `${(ms / 60_000).toFixed(1)} min`
}

export const formatPercent = (ratio: number | null) => (ratio === null ? '–' : `${(ratio * 100).toFixed(1)} %`)

export const formatCount = (n: number) => n.toLocaleString('en-US')
