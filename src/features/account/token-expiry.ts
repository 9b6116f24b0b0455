import { addDays, addYears, endOfDay, startOfDay } from 'date-fns'

/** The expiry choices of a personal access token (issue 33: no "never"). */
export const EXPIRY_OPTIONS = [
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
  { value: '1y', label: '1 year' },
  { value: 'date', label: 'A date' },
] as const
export type ExpiryChoice = (typeof EXPIRY_OPTIONS)[number]['value']

export const EXPIRY_DATE_MESSAGE = 'Choose a date after today.'

/** The expiry instant (ISO) of a choice; a chosen date lasts to the end of that day. */
export function expiryOf(choice: ExpiryChoice, date: string, now = new Date()): { expires_at: string } | { error: string } {
  if (choice === '30d') return { expires_at: addDays(now, 30).toISOString() }
  if (choice === '90d') return { expires_at: addDays(now, 90).toISOString() }
  if (choice === '1y') return { expires_at: addYears(now, 1).toISOString() }
  const [year, month, day] = date.split('-').map(Number)
  if (!year || !month || !day) return { error: EXPIRY_DATE_MESSAGE }
  const chosen = new Date(year, month - 1, day)
  if (chosen <= startOfDay(now)) return { error: EXPIRY_DATE_MESSAGE }
  return { expires_at: endOfDay(chosen).toISOString() }
}
