import { downsample as downsampleByPosition } from '@/components/charts/downsample'

/**
 * Figures Postgres keeps no history of (size, hit rates, connections) are sampled by the reports page
 * at each refresh while it is open: the "over time" charts show these samples, nothing older.
 */
export interface Sample<T> {
  /** When the answer arrived (ms since the epoch). */
  at: number
  value: T
}

export const TIME_RANGES = [
  { value: '15m', label: '15 min', ms: 15 * 60_000 },
  { value: '1h', label: '1 hour', ms: 60 * 60_000 },
  { value: '6h', label: '6 hours', ms: 6 * 60 * 60_000 },
  { value: '24h', label: '24 hours', ms: 24 * 60 * 60_000 },
  { value: '7d', label: '7 days', ms: 7 * 24 * 60 * 60_000 },
  { value: '30d', label: '30 days', ms: 30 * 24 * 60 * 60_000 },
] as const
export type TimeRange = (typeof TIME_RANGES)[number]['value']
export const DEFAULT_TIME_RANGE: TimeRange = '15m'

/** A page's own samples older than this are dropped (the stored size history keeps longer: size-history.ts). */
const KEPT_MS = 6 * 60 * 60_000
export const MAX_SAMPLES = 2000

/** The samples with a new one appended, the oldest beyond the longest range or the cap dropped. */
export function appendSample<T>(samples: readonly Sample<T>[], next: Sample<T>): Sample<T>[] {
  const kept = samples.filter((sample) => sample.at > next.at - KEPT_MS && sample.at < next.at)
  return [...kept, next].slice(-MAX_SAMPLES)
}

/** The samples inside the range that ends at the newest one. */
export function samplesInRange<T>(samples: readonly Sample<T>[], range: TimeRange): Sample<T>[] {
  const newest = samples.at(-1)?.at
  if (newest === undefined) return []
  return samples.filter((sample) => sample.at >= newest - rangeMs(range))
}

/** The time a chart over `range` spans: the range, ending at the newest sample (or now, with none). */
export function rangeWindow(samples: readonly { at: number }[], range: TimeRange, now = Date.now()): [number, number] {
  const end = samples.at(-1)?.at ?? now
  return [end - rangeMs(range), end]
}

/** A range's length in ms. */
export const rangeMs = (range: TimeRange): number =>
  TIME_RANGES.find((candidate) => candidate.value === range)?.ms ?? TIME_RANGES[0].ms

/** The reports' samples downsampled by time with the chart layer's one downsampling (each bucket's low and high). */
export function downsample<T extends { at: number }>(rows: readonly T[], max: number, value: (row: T) => number): T[] {
  return downsampleByPosition(rows, max, value, (row) => row.at)
}

export const REFRESH_INTERVALS = [
  { value: 'off', label: 'Off', ms: 0 },
  { value: '5s', label: '5 s', ms: 5_000 },
  { value: '10s', label: '10 s', ms: 10_000 },
  { value: '30s', label: '30 s', ms: 30_000 },
  { value: '1m', label: '1 min', ms: 60_000 },
] as const
export type RefreshInterval = (typeof REFRESH_INTERVALS)[number]['value']
export const DEFAULT_REFRESH_INTERVAL: RefreshInterval = '10s'

/** How often the reports refresh: never while the tab is hidden (SPEC scale rule of issue 23). */
export function refreshMs(interval: RefreshInterval, tabVisible: boolean): number | false {
  const ms = REFRESH_INTERVALS.find((candidate) => candidate.value === interval)?.ms ?? 0
  return tabVisible && ms > 0 ? ms : false
}

/**
 * Per-second rates of cumulative counters between consecutive samples, stamped with the later one.
 * A counter that went down (statistics reset) gives no rate for that step.
 */
export function ratesPerSecond<T, K extends keyof T & string>(
  samples: readonly Sample<T>[],
  keys: readonly K[],
): { at: number; rates: Record<K, number> }[] {
  const rates: { at: number; rates: Record<K, number> }[] = []
  for (let i = 1; i < samples.length; i++) {
    const previous = samples[i - 1]!
    const current = samples[i]!
    const seconds = (current.at - previous.at) / 1000
    if (seconds <= 0) continue
    const step = {} as Record<K, number>
    let reset = false
    for (const key of keys) {
      const delta = Number(current.value[key]) - Number(previous.value[key])
      if (!Number.isFinite(delta) || delta < 0) reset = true
      step[key] = delta / seconds
    }
    if (!reset) rates.push({ at: current.at, rates: step })
  }
  return rates
}
