/** Time range presets of the logs explorer; a custom range is two instants in the URL. */
export const TIME_PRESETS = [
  { value: '15m', label: 'Last 15 minutes', ms: 15 * 60_000 },
  { value: '1h', label: 'Last hour', ms: 3600_000 },
  { value: '3h', label: 'Last 3 hours', ms: 3 * 3600_000 },
  { value: '24h', label: 'Last 24 hours', ms: 24 * 3600_000 },
  { value: '7d', label: 'Last 7 days', ms: 7 * 24 * 3600_000 },
] as const
type TimePreset = (typeof TIME_PRESETS)[number]['value']

export interface TimeRangeSearch {
  /** A preset, or 'custom' with start and end (ISO). */
  range: TimePreset | 'custom'
  start?: string | undefined
  end?: string | undefined
}

/** The range in ms; a preset ends now (rounded to the second, so one render gives one key). */
export function resolveTimeRange(search: TimeRangeSearch, now = Date.now()): { start: number; end: number } {
  if (search.range === 'custom' && search.start && search.end) {
    const start = Date.parse(search.start)
    const end = Date.parse(search.end)
    if (Number.isFinite(start) && Number.isFinite(end) && start < end) return { start, end }
  }
  const preset = TIME_PRESETS.find((p) => p.value === search.range) ?? TIME_PRESETS[1]
  const end = Math.floor(now / 1000) * 1000
  return { start: end - preset.ms, end }
}
