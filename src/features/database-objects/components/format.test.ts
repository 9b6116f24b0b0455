import { describe, expect, it } from 'vitest'
import { formatRows } from './format'

describe('Database > Tables: rows', () => {
  it('shows the exact count of a table that was counted (not the "~0" of a table never analyzed), the estimate of one that was not', () => {
    expect(formatRows(0, 12)).toBe('12')
    expect(formatRows(-1, 0)).toBe('0')
    expect(formatRows(2_500_000, undefined)).toBe('~2,500,000')
  })
})
