import { describe, expect, it } from 'vitest'
import { tickLabels, valueAxis } from './ticks'

describe('chart value axis', () => {
  it('steps by whole numbers on a count axis, however few the counts', () => {
    expect(valueAxis([0, 1], [0, 'auto'], 4, true).ticks).toEqual([0, 1])
    expect(valueAxis([0, 1, 2, 3], [0, 'auto'], 4, true).ticks).toEqual([0, 1, 2, 3])
    expect(valueAxis([7], [0, 'auto'], 4, true).ticks).toEqual([0, 2, 4, 6, 8])
    for (const max of [1, 2, 3, 5, 9, 13, 99, 1234])
      expect(valueAxis([max], [0, 'auto'], 4, true).ticks.every(Number.isInteger), `max ${max}`).toBe(true)
    // Rates are not counts: fractions are fine there.
    expect(valueAxis([0, 1], [0, 'auto'], 4).ticks).toEqual([0, 0.5, 1])
  })

  it('keeps an axis with no values, and ends rounded out to a tick or kept as given', () => {
    expect(valueAxis([], [0, 'auto'], 4, true)).toEqual({ min: 0, max: 1, ticks: [0, 1] })
    expect(valueAxis([99.5], ['auto', 100])).toEqual({ min: 99.4, max: 100, ticks: [99.4, 99.6, 99.8, 100] })
    expect(valueAxis([3, 40], [0, 100]).ticks).toEqual([0, 50, 100])
  })

  it('leaves out a tick label that repeats the one before it', () => {
    const percent = (value: number) => `${value.toFixed(1)} %`
    expect(tickLabels([99.96, 99.98, 100], percent)).toEqual(['100.0 %', '', ''])
    expect(tickLabels([0, 50, 100], percent)).toEqual(['0.0 %', '50.0 %', '100.0 %'])
  })
})
