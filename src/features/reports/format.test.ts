import { describe, expect, it } from 'vitest'
import { formatAxisTime, formatClock, formatPointTime } from './format'

const at = Date.UTC(2026, 10, 28, 7, 5, 9)
const HOUR = 3_600_000

describe('chart times', () => {
  it('match what the locale formats give, from formatters made once', () => {
    const date = new Date(at)
    expect(formatClock(at)).toBe(date.toLocaleTimeString('en-GB', { hour12: false }))
    expect(formatClock(at)).toMatch(/^\d\d:\d\d:\d\d$/)
    expect(formatAxisTime(at, 60_000)).toBe(formatClock(at))
    expect(formatAxisTime(at, HOUR)).toBe(
      date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false }),
    )
    expect(formatAxisTime(at, 7 * 24 * HOUR)).toBe(
      `${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })} ${date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false })}`,
    )
    expect(formatPointTime(at, HOUR)).toBe(formatClock(at))
    expect(formatPointTime(at, 2 * 24 * HOUR)).toBe(formatAxisTime(at, 2 * 24 * HOUR))
  })
})
