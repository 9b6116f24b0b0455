// The charts' own time labels: features pass times (ms since the epoch), never formatted dates.
// Formatters made once: toLocale*String builds a new one on every call (a chart formats each tick).
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })
const hourMinute = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false })
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' })
const zone = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short' })

export const MINUTE_MS = 60_000
export const DAY_MS = 24 * 60 * MINUTE_MS

/** A tick's label, as precise as the ticks' step needs: 23:41:05, 23:41, 28 Nov, or 28 Nov 23:41 over days. */
export function formatTick(at: number, stepMs: number, spanMs: number): string {
  const date = new Date(at)
  if (stepMs >= DAY_MS) return dayMonth.format(date)
  if (spanMs >= DAY_MS) return `${dayMonth.format(date)} ${hourMinute.format(date)}`
  if (stepMs >= MINUTE_MS) return hourMinute.format(date)
  return clock.format(date)
}

/** The room one tick label needs across (12 px digits are about 7 px wide), so that labels never overlap. */
export function tickSpace(spanMs: number): number {
  return spanMs >= DAY_MS ? 96 : 64
}

/** A point's time in a tooltip or a chart's text: 23:41:05, with the day when the chart spans days. */
export function formatPointTime(at: number, spanMs: number): string {
  const date = new Date(at)
  return spanMs >= DAY_MS ? `${dayMonth.format(date)} ${hourMinute.format(date)}` : clock.format(date)
}

/** The viewer's time zone as the chart's times are shown in it (UTC, CET, GMT+2). */
export function timeZoneName(at: number): string {
  return zone.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? ''
}
