import { format, isValid } from 'date-fns'

// The app's one date and time format (SPEC §"Other": 'DD MMM YYYY, HH:mm:ss (ZZ)'), in the viewer's
// time zone (the browser's). Features pass instants here and never format dates themselves.

/** An instant as the API gives it: ISO text, epoch milliseconds or a Date; nothing shows as a dash. */
export type Instant = Date | number | string | null | undefined

const DATE = 'dd MMM yyyy'
const TIME = 'HH:mm:ss'
const ZONE = '(xx)'

/** Shown for a missing instant. */
export const NO_DATE = '—'

function toDate(value: Exclude<Instant, null | undefined>): Date | null {
  const date = value instanceof Date ? value : new Date(value)
  return isValid(date) ? date : null
}

function formatWith(value: Instant, pattern: string): string {
  if (value === null || value === undefined || value === '') return NO_DATE
  const date = toDate(value)
  if (date) return format(date, pattern)
  return typeof value === 'string' ? value : NO_DATE
}

interface DateTimeOptions {
  /** Adds the viewer's UTC offset, '(+0100)': where the time is compared with a server's or a log's. */
  zone?: boolean
}

/** '05 Dec 2026, 14:03:09', or '05 Dec 2026, 14:03:09 (+0100)' with the zone. */
export function formatDateTime(value: Instant, { zone = false }: DateTimeOptions = {}): string {
  return formatWith(value, zone ? `${DATE}, ${TIME} ${ZONE}` : `${DATE}, ${TIME}`)
}

/** '05 Dec 2026'. */
export const formatDate = (value: Instant) => formatWith(value, DATE)

/** '14:03:09', or '14:03:09 (+0100)' with the zone. */
export function formatTime(value: Instant, { zone = false }: DateTimeOptions = {}): string {
  return formatWith(value, zone ? `${TIME} ${ZONE}` : TIME)
}

/** '05 Dec 2026 – 04 Jan 2027'. */
export const formatDateRange = (from: Instant, to: Instant) => `${formatDate(from)} – ${formatDate(to)}`

/** Microseconds since the epoch (log and invocation timestamps) as epoch milliseconds. */
export const fromMicros = (micros: number) => Math.floor(micros / 1000)

/** '20261205140309': a migration's version, in UTC as the Supabase CLI writes it. */
export const formatMigrationVersion = (value: Date | number) => new Date(value).toISOString().replace(/\D/g, '').slice(0, 14)

const SECOND_UNITS = [
  ['d', 86_400],
  ['h', 3_600],
  ['min', 60],
  ['s', 1],
] as const

/** A length of time in seconds, in its two largest units: '45 s', '3 min 20 s', '2 h', '3 d 4 h'. */
export function formatSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return NO_DATE
  const total = Math.max(0, Math.round(seconds))
  const first = SECOND_UNITS.findIndex(([, size]) => total >= size)
  if (first === -1) return '0 s'
  const [unit, size] = SECOND_UNITS[first]!
  const parts = [`${Math.floor(total / size)} ${unit}`]
  const next = SECOND_UNITS[first + 1]
  const rest = next ? Math.floor((total % size) / next[1]) : 0
  if (next && rest > 0) parts.push(`${rest} ${next[0]}`)
  return parts.join(' ')
}
