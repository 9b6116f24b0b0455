/**
 * When a pg_cron schedule is due, as pg_cron decides it: five cron fields (minute, hour, day of month,
 * month, day of week; lists, ranges, steps, names; day of month and day of week either matching when
 * both are restricted), an @ shorthand, or every N seconds (1 to 59). Times in UTC, as pg_cron's
 * default `cron.timezone`.
 */
const SHORTHANDS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
}
const NAMES: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
  sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6,
}
const RANGES: [number, number][] = [[0, 59], [0, 23], [1, 31], [1, 12], [0, 7]]

/** The values of one field, or undefined when it is `*` (any). */
function values(field: string, [min, max]: [number, number]): Set<number> | undefined {
  if (field === '*') return undefined
  const out = new Set<number>()
  const num = (text: string) => NAMES[text.toLowerCase()] ?? Number(text)
  for (const part of field.split(',')) {
    const [range = '', stepText] = part.split('/')
    const step = stepText === undefined ? 1 : Number(stepText)
    const [from, to] = range === '*' ? [min, max] : range.includes('-') ? range.split('-').map(num) : [num(range), stepText ? max : num(range)]
    if (!Number.isInteger(from) || !Number.isInteger(to) || !Number.isInteger(step) || step < 1) return new Set()
    for (let v = from!; v <= to!; v += step) out.add(v)
  }
  return out
}

/** Seconds between runs for an 'N seconds' schedule, else undefined. */
export function intervalSeconds(schedule: string): number | undefined {
  const match = /^\s*(\d+)\s+seconds?\s*$/i.exec(schedule)
  const seconds = match ? Number(match[1]) : NaN
  return seconds >= 1 && seconds <= 59 ? seconds : undefined
}

/** Whether a cron-field schedule runs in the minute of `at` (UTC). */
export function dueInMinute(schedule: string, at: Date): boolean {
  const trimmed = schedule.trim()
  const fields = (SHORTHANDS[trimmed.toLowerCase()] ?? trimmed).split(/\s+/)
  if (fields.length !== 5) return false
  const [minute, hour, dom, month, dow] = fields.map((field, i) => values(field!, RANGES[i]!))
  const has = (set: Set<number> | undefined, v: number) => !set || set.has(v)
  const weekday = at.getUTCDay()
  const dayOfMonth = has(dom, at.getUTCDate())
  const dayOfWeek = has(dow, weekday) || (weekday === 0 && has(dow, 7))
  // As in cron: when both day fields are restricted, either one matching is enough.
  const day = dom && dow ? dayOfMonth || dayOfWeek : dayOfMonth && dayOfWeek
  return has(minute, at.getUTCMinutes()) && has(hour, at.getUTCHours()) && has(month, at.getUTCMonth() + 1) && day
}
