import { describe, expect, it } from 'vitest'
import { formatPointTime, timeZoneName } from './time-format'
import { timeModel, type TimeChartProps } from './time-model'

const MIN = 60_000
const START = Date.UTC(2026, 10, 28, 8, 0)
const series = [
  { name: 'active', label: 'Active', color: 'blue.6' },
  { name: 'idle', label: 'Idle', color: 'gray.5' },
]
const base: TimeChartProps = { title: 'Connections', data: [], series, kind: 'area', valueFormat: String }

describe('time chart model', () => {
  it('spans the chosen range with no data, and says so in its text alternative', () => {
    const model = timeModel({ ...base, range: [START, START + 15 * MIN] })
    expect(model.domain).toEqual([START, START + 15 * MIN])
    expect(model.xs).toEqual([])
    expect(model.summary).toBe(
      `No data from ${formatPointTime(START, 15 * MIN)} to ${formatPointTime(START + 15 * MIN, 15 * MIN)} (${timeZoneName(START)}).`,
    )
  })

  it('stacks what it draws, and gives each series its own value at a point', () => {
    const data = [0, 1, 2, 3].map((i) => ({ at: START + i * MIN, active: i + 1, idle: 2 }))
    const model = timeModel({ ...base, data, stacked: true, integer: true, range: [START - 10 * MIN, START + 3 * MIN] })
    expect(model.tops[1]).toEqual([3, 4, 5, 6])
    expect(model.y.ticks).toEqual([0, 2, 4, 6])
    expect(model.tooltip(3)).toEqual({
      title: formatPointTime(START + 3 * MIN, 13 * MIN),
      items: [
        { key: 'active', label: 'Active', value: '4', color: 'blue.6' },
        { key: 'idle', label: 'Idle', value: '2', color: 'gray.5' },
      ],
    })
    expect(model.summary).toMatch(/^4 points from .+ Latest: Active 4, Idle 2\.$/)
  })

  it('puts bars on whole buckets across the range, the missing ones at zero', () => {
    const model = timeModel({
      ...base,
      kind: 'bars',
      series: [series[0]!],
      bucketMs: 5 * MIN,
      range: [START, START + 30 * MIN],
      data: [{ at: START + 10 * MIN, active: 3 }],
    })
    expect(model.xs).toEqual([0, 1, 2, 3, 4, 5].map((k) => START + k * 5 * MIN))
    expect(model.values[0]).toEqual([0, 0, 3, 0, 0, 0])
    expect(model.tooltip(2).title).toBe(
      `${formatPointTime(START + 10 * MIN, 30 * MIN)} – ${formatPointTime(START + 15 * MIN, 30 * MIN)}`,
    )
    expect(model.summary).toMatch(/Total: Active 3\.$/)
  })
})
