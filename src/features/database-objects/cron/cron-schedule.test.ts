import { describe, expect, it } from 'vitest'
import { checkSchedule, describeSchedule } from './cron-schedule'

describe('pg_cron schedules', () => {
  it.each(['* * * * *', '*/5 * * * *', '0 3 * * 1-5', '30 2 1,15 * *', '0 0 $ * *', '0 9 * jan-mar mon', '0 0 * * 7', '5-55/10 * * * *'])(
    'accepts %s',
    (schedule) => expect(checkSchedule(schedule)).toEqual({ ok: true, kind: 'cron' }),
  )

  it('accepts pg_cron’s seconds form from 1 to 59', () => {
    expect(checkSchedule('10 seconds')).toEqual({ ok: true, kind: 'seconds', seconds: 10 })
    expect(checkSchedule(' 59  seconds ')).toEqual({ ok: true, kind: 'seconds', seconds: 59 })
    expect(checkSchedule('1 second')).toEqual({ ok: true, kind: 'seconds', seconds: 1 })
  })

  it.each([
    ['', 'Enter a schedule'],
    ['60 seconds', 'Seconds must be a whole number from 1 to 59, e.g. "30 seconds"'],
    ['0 seconds', 'Seconds must be a whole number from 1 to 59, e.g. "30 seconds"'],
    ['* * * *', 'A cron schedule has 5 fields (minute hour day-of-month month day-of-week); this has 4'],
    ['60 * * * *', "'60' is not a valid minute (0-59)"],
    ['* 24 * * *', "'24' is not a valid hour (0-23)"],
    ['* * 0 * *', "'0' is not a valid day of month (1-31)"],
    ['* * * 13 *', "'13' is not a valid month (1-12)"],
    ['* * * * 8', "'8' is not a valid day of week (0-7)"],
    ['* * * * funday', "'funday' is not a valid day of week (0-7)"],
    ['*/0 * * * *', "'*/0' has an invalid step"],
    ['10-5 * * * *', "'10-5' is a range that runs backwards"],
    ['$ * * * *', "'$' is not a valid minute (0-59)"],
  ])('rejects %j with a clear message', (schedule, message) => {
    expect(checkSchedule(schedule)).toEqual({ ok: false, message })
  })

  it('describes schedules in words', async () => {
    expect(await describeSchedule('*/5 * * * *')).toBe('Every 5 minutes')
    expect(await describeSchedule('0 3 * * 1-5')).toBe('At 03:00, Monday through Friday')
    expect(await describeSchedule('30 seconds')).toBe('Every 30 seconds')
    expect(await describeSchedule('nonsense')).toBeNull()
  })
})
