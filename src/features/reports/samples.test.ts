import { describe, expect, it } from 'vitest'
import { formatBytes, formatDuration, formatRatio } from './format'
import { appendSample, MAX_SAMPLES, ratesPerSecond, refreshMs, samplesInRange, type Sample } from './samples'
import { databaseReportSearchSchema } from './search'

const MIN = 60_000

describe('report samples', () => {
  it('keeps samples for the longest range and at most MAX_SAMPLES of them', () => {
    let samples: Sample<number>[] = []
    for (let i = 0; i <= 7 * 60; i++) samples = appendSample(samples, { at: i * MIN, value: i })
    expect(samples[0]!.at).toBe((7 * 60 - 6 * 60 + 1) * MIN)
    expect(samples.at(-1)!.value).toBe(7 * 60)
    let dense: Sample<number>[] = []
    for (let i = 0; i < MAX_SAMPLES + 50; i++) dense = appendSample(dense, { at: i * 1000, value: i })
    expect(dense).toHaveLength(MAX_SAMPLES)
    expect(dense[0]!.value).toBe(50)
  })

  it('drops samples not older than the new one (a replayed answer does not duplicate a point)', () => {
    const samples = appendSample(appendSample([], { at: 1000, value: 1 }), { at: 1000, value: 2 })
    expect(samples).toEqual([{ at: 1000, value: 2 }])
  })

  it('selects the samples of a range ending at the newest one', () => {
    const samples = [0, 10, 50, 59, 60].map((m) => ({ at: m * MIN, value: m }))
    expect(samplesInRange(samples, '15m').map((s) => s.value)).toEqual([50, 59, 60])
    expect(samplesInRange(samples, '1h').map((s) => s.value)).toEqual([0, 10, 50, 59, 60])
    expect(samplesInRange([], '1h')).toEqual([])
  })

  it('refreshes at the chosen interval only while the tab is visible', () => {
    expect(refreshMs('10s', true)).toBe(10_000)
    expect(refreshMs('10s', false)).toBe(false)
    expect(refreshMs('off', true)).toBe(false)
  })

  it('falls back on unknown search values', () => {
    expect(databaseReportSearchSchema.parse({ range: '2d', refresh: '1s' })).toEqual({
      range: undefined,
      refresh: undefined,
    })
    expect(databaseReportSearchSchema.parse({ range: '6h', refresh: '1m' })).toEqual({ range: '6h', refresh: '1m' })
  })
})

describe('report formats', () => {
  it('formats bytes, ratios and durations', () => {
    expect(formatBytes(8192)).toBe('8.00 kB')
    expect(formatBytes(512)).toBe('512 bytes')
    expect(formatBytes(7_569_531)).toBe('7.22 MB')
    expect(formatRatio(0.99871)).toBe('99.87 %')
    expect(formatRatio(null)).toBe('–')
    expect(formatDuration(0.25)).toBe('250 ms')
    expect(formatDuration(185)).toBe('3 min 5 s')
    expect(formatDuration(7440)).toBe('2 h 4 min')
  })
})

describe('rates of cumulative counters', () => {
  it('divides the growth between samples by the seconds between them and skips a reset', () => {
    const samples = [
      { at: 0, value: { commits: 100, rows: 10 } },
      { at: 10_000, value: { commits: 150, rows: 30 } },
      { at: 20_000, value: { commits: 5, rows: 1 } },
      { at: 25_000, value: { commits: 30, rows: 1 } },
    ]
    expect(ratesPerSecond(samples, ['commits', 'rows'])).toEqual([
      { at: 10_000, rates: { commits: 5, rows: 2 } },
      { at: 25_000, rates: { commits: 5, rows: 0 } },
    ])
    expect(ratesPerSecond(samples.slice(0, 1), ['commits'])).toEqual([])
  })
})
