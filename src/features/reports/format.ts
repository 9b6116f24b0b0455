const UNITS = ['bytes', 'kB', 'MB', 'GB', 'TB', 'PB']

/** 1024-based, as Postgres's pg_size_pretty: '8192 bytes', '7.2 MB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '–'
  let value = Math.abs(bytes)
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const shown = unit === 0 ? String(Math.round(value)) : value.toFixed(value < 10 ? 2 : 1)
  return `${bytes < 0 ? '-' : ''}${shown} ${UNITS[unit]}`
}

/** A 0-1 ratio as a percentage with two decimals, '–' when unknown. */
export function formatRatio(ratio: number | null | undefined): string {
  return ratio === null || ratio === undefined || !Number.isFinite(ratio) ? '–' : `${(ratio * 100).toFixed(2)} %`
}

/** Seconds as '850 ms', '42 s', '3 min 5 s', '2 h 4 min'. */
export function formatDuration(seconds: number): string {
  if (seconds < 1) return `${Math.max(0, Math.round(seconds * 1000))} ms`
  const s = Math.floor(seconds)
  if (s < 60) return `${s} s`
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`
}

// Formatters made once: toLocale*String builds a new one on every call (a chart formats each tick).
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })
const hourMinute = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false })
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' })

/** A sample's time on the charts' axis: 23:41:05. */
export function formatClock(at: number): string {
  return clock.format(at)
}

const DAY_MS = 24 * 60 * 60_000

/** A time on a chart's axis, as precise as the axis's span needs: 23:41:05, 23:41, or 28 Nov 23:41. */
export function formatAxisTime(at: number, spanMs: number): string {
  const date = new Date(at)
  if (spanMs >= DAY_MS) return `${dayMonth.format(date)} ${hourMinute.format(date)}`
  if (spanMs >= 10 * 60_000) return hourMinute.format(date)
  return formatClock(at)
}

/** A point's time in a chart's tooltip: 23:41:05, with the day when the chart spans days. */
export const formatPointTime = (at: number, spanMs: number) =>
  spanMs >= DAY_MS ? formatAxisTime(at, spanMs) : formatClock(at)

const grouped = new Intl.NumberFormat('en-US')
export const formatCount = (value: number) => grouped.format(value)
