import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDate, formatDateRange, formatDateTime, formatTime, formatSeconds, fromMicros } from './date-time'

// A fixed viewer time zone (Node reads TZ when it changes): India's +05:30 has no daylight saving.
const savedZone = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata'
})
afterAll(() => {
  process.env.TZ = savedZone
})

const INSTANT = '2026-12-05T08:33:09Z'

describe('the date and time format', () => {
  it('shows an instant in the viewer time zone, one format for ISO text, epoch ms and Date', () => {
    expect(formatDateTime(INSTANT)).toBe('05 Dec 2026, 14:03:09')
    expect(formatDateTime(Date.parse(INSTANT))).toBe('05 Dec 2026, 14:03:09')
    expect(formatDateTime(new Date(INSTANT))).toBe('05 Dec 2026, 14:03:09')
  })

  it('names the zone where asked', () => {
    expect(formatDateTime(INSTANT, { zone: true })).toBe('05 Dec 2026, 14:03:09 (+0530)')
    expect(formatTime(INSTANT, { zone: true })).toBe('14:03:09 (+0530)')
  })

  it('has a date, a time and a range of dates', () => {
    expect(formatDate(INSTANT)).toBe('05 Dec 2026')
    expect(formatTime(INSTANT)).toBe('14:03:09')
    expect(formatDateRange('2026-12-05T00:00:00Z', '2027-01-04T00:00:00Z')).toBe('05 Dec 2026 – 04 Jan 2027')
  })

  it('shows a dash for nothing and unreadable text as it came', () => {
    expect(formatDateTime(null)).toBe('—')
    expect(formatDateTime(undefined)).toBe('—')
    expect(formatDateTime('')).toBe('—')
    expect(formatDate('not a date')).toBe('not a date')
    expect(formatTime(Number.NaN)).toBe('—')
  })

  it('reads log timestamps in microseconds', () => {
    expect(formatDateTime(fromMicros(Date.parse(INSTANT) * 1000 + 999))).toBe('05 Dec 2026, 14:03:09')
  })

  it('says how long in its two largest units (the age of a queue’s oldest message)', () => {
    expect(formatSeconds(0)).toBe('0 s')
    expect(formatSeconds(45)).toBe('45 s')
    expect(formatSeconds(200)).toBe('3 min 20 s')
    expect(formatSeconds(7200)).toBe('2 h')
    expect(formatSeconds(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h')
    expect(formatSeconds(null)).toBe('—')
  })
})
