import { describe, expect, it } from 'vitest'
import { formatBytes, formatDuration, formatRatio } from './format'
import {
  appendSample,
  downsample,
  MAX_SAMPLES,
  ratesPerSecond,
  refreshMs,
  samplesInRange,
  type Sample,
} from './samples'
import { SIZE_HISTORY_MAX, withSizeSample, withStoredHistory } from './size-history'
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

describe('chart points and the stored size history', () => {
  it('downsamples to at most the given points, keeping each bucket low and high in time order', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ at: i * 1000, v: i === 500 ? 10_000 : i % 7 }))
    const kept = downsample(rows, 100, (row) => row.v)
    expect(kept.length).toBeLessThanOrEqual(100)
    expect(kept.some((row) => row.v === 10_000)).toBe(true)
    expect(kept.every((row, i) => i === 0 || row.at > kept[i - 1]!.at)).toBe(true)
    expect(downsample(rows.slice(0, 10), 100, (row) => row.v)).toEqual(rows.slice(0, 10))
  })

  it('keeps 30 days of sizes and at most SIZE_HISTORY_MAX, the new one last', () => {
    const DAY = 24 * 60 * MIN
    const size = (at: number) => ({ at, value: { bytes: at, database: 'postgres' } })
    const history = [size(0), size(10 * DAY), size(29 * DAY)]
    expect(withSizeSample(history, size(31 * DAY)).map((s) => s.at)).toEqual([10 * DAY, 29 * DAY, 31 * DAY])
    const many = Array.from({ length: SIZE_HISTORY_MAX }, (_, i) => size(i * 1000))
    const next = withSizeSample(many, size(SIZE_HISTORY_MAX * 1000))
    expect(next).toHaveLength(SIZE_HISTORY_MAX)
    expect(next.at(-1)!.at).toBe(SIZE_HISTORY_MAX * 1000)
  })

  it("puts the stored sizes read after the visit's first answer before the visit's own", () => {
    const DAY = 24 * 60 * MIN
    const size = (at: number) => ({ at, value: { bytes: at, database: 'postgres' } })
    const stored = [size(0), size(10 * DAY), size(29 * DAY), size(31 * DAY)]
    // The visit's first sample at 31 days may already be stored (a refresh recorded it): not twice.
    const visit = [size(31 * DAY), size(31 * DAY + MIN)]
    expect(withStoredHistory(stored, visit).map((s) => s.at)).toEqual([10 * DAY, 29 * DAY, 31 * DAY, 31 * DAY + MIN])
    expect(withStoredHistory([], visit)).toEqual(visit)
    const many = Array.from({ length: SIZE_HISTORY_MAX }, (_, i) => size(i * 1000))
    expect(withStoredHistory(many, [size(SIZE_HISTORY_MAX * 1000)])).toHaveLength(SIZE_HISTORY_MAX)
  })
})
