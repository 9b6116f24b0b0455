/**
 * pg_cron's schedule syntax: five cron fields (minute, hour, day of month, month, day of week) with
 * `*`, lists, ranges and steps, month and day names, `$` for the last day of the month; or
 * '[1-59] seconds' (pg_cron 1.5 and later).
 */
export type ScheduleCheck =
  | { ok: true; kind: 'cron' }
  | { ok: true; kind: 'seconds'; seconds: number }
  | { ok: false; message: string }

const SECONDS = /^([1-9]|[1-5]\d) seconds?$/

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

interface Field {
  label: string
  min: number
  max: number
  names?: readonly string[]
  /** Number of the first name (months count from 1, days from 0). */
  namesFrom?: number
  allowLast?: boolean
}

const FIELDS: readonly Field[] = [
  { label: 'minute', min: 0, max: 59 },
  { label: 'hour', min: 0, max: 23 },
  { label: 'day of month', min: 1, max: 31, allowLast: true },
  { label: 'month', min: 1, max: 12, names: MONTHS, namesFrom: 1 },
  { label: 'day of week', min: 0, max: 7, names: DAYS, namesFrom: 0 },
]

function value(text: string, field: Field): number | null {
  if (/^\d+$/.test(text)) return Number(text)
  const index = field.names?.indexOf(text.toLowerCase()) ?? -1
  return index >= 0 ? index + (field.namesFrom ?? 0) : null
}

function checkItem(item: string, field: Field): string | null {
  const bad = `'${item}' is not a valid ${field.label} (${field.min}-${field.max})`
  const [range, step, ...extra] = item.split('/')
  if (extra.length || range === undefined) return bad
  if (step !== undefined && !(/^\d+$/.test(step) && Number(step) >= 1)) return `'${item}' has an invalid step`
  if (range === '*') return null
  if (range === '$') return field.allowLast && step === undefined ? null : bad
  const [from, to, ...more] = range.split('-')
  if (more.length || from === undefined) return bad
  const start = value(from, field)
  const end = to === undefined ? start : value(to, field)
  if (start === null || end === null) return bad
  if (start < field.min || end > field.max || start > field.max || end < field.min) return bad
  if (start > end) return `'${item}' is a range that runs backwards`
  return null
}

/** Whether pg_cron would accept the schedule, and a clear message when not. */
export function checkSchedule(input: string): ScheduleCheck {
  const schedule = input.trim().replace(/\s+/g, ' ')
  if (!schedule) return { ok: false, message: 'Enter a schedule' }
  const seconds = SECONDS.exec(schedule)
  if (seconds) return { ok: true, kind: 'seconds', seconds: Number(seconds[1]) }
  if (/seconds?$/i.test(schedule)) return { ok: false, message: 'Seconds must be a whole number from 1 to 59, e.g. "30 seconds"' }
  const parts = schedule.split(' ')
  if (parts.length !== 5) {
    return { ok: false, message: `A cron schedule has 5 fields (minute hour day-of-month month day-of-week); this has ${parts.length}` }
  }
  for (const [i, part] of parts.entries()) {
    const field = FIELDS[i]!
    for (const item of part.split(',')) {
      const problem = checkItem(item, field)
      if (problem) return { ok: false, message: problem }
    }
  }
  return { ok: true, kind: 'cron' }
}

/** The schedule in words: cronstrue for cron fields (loaded on demand), its own words for seconds. */
export async function describeSchedule(input: string): Promise<string | null> {
  const check = checkSchedule(input)
  if (!check.ok) return null
  if (check.kind === 'seconds') return check.seconds === 1 ? 'Every second' : `Every ${check.seconds} seconds`
  if (input.includes('$')) return null
  const { default: cronstrue } = await import('cronstrue')
  try {
    return cronstrue.toString(input.trim(), { use24HourTimeFormat: true, verbose: false })
  } catch {
    return null
  }
}
