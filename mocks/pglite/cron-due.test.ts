import { describe, expect, it } from 'vitest'
import { dueInMinute, intervalSeconds } from './cron-due'

const at = (iso: string) => new Date(iso)

describe('pg_cron schedules in the mock', () => {
  it('runs cron fields in their minute (UTC): steps, ranges, lists, names, @ shorthands', () => {
    expect(dueInMinute('* * * * *', at('2026-03-04T10:17:30Z'))).toBe(true)
    expect(dueInMinute('*/5 * * * *', at('2026-03-04T10:15:00Z'))).toBe(true)
    expect(dueInMinute('*/5 * * * *', at('2026-03-04T10:17:00Z'))).toBe(false)
    expect(dueInMinute('30 9-17 * * mon-fri', at('2026-03-04T12:30:00Z'))).toBe(true)
    expect(dueInMinute('30 9-17 * * mon-fri', at('2026-03-07T12:30:00Z'))).toBe(false)
    expect(dueInMinute('0 0 1,15 * *', at('2026-03-15T00:00:00Z'))).toBe(true)
    expect(dueInMinute('@hourly', at('2026-03-15T07:00:10Z'))).toBe(true)
    expect(dueInMinute('@daily', at('2026-03-15T07:00:10Z'))).toBe(false)
    // Sunday as 7, and either day field when both are restricted.
    expect(dueInMinute('0 0 * * 7', at('2026-03-01T00:00:00Z'))).toBe(true)
    expect(dueInMinute('0 0 13 * 5', at('2026-03-06T00:00:00Z'))).toBe(true)
    expect(dueInMinute('not a schedule', at('2026-03-06T00:00:00Z'))).toBe(false)
  })

  it("reads 'N seconds' schedules (1 to 59)", () => {
    expect(intervalSeconds('10 seconds')).toBe(10)
    expect(intervalSeconds(' 1 second ')).toBe(1)
    expect(intervalSeconds('60 seconds')).toBeUndefined()
    expect(intervalSeconds('* * * * *')).toBeUndefined()
  })
})
