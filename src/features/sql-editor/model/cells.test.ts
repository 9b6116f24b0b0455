import { describe, expect, it } from 'vitest'
import { formatCount } from './cells'

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect([0, 7, 999, 1_000, 20_000, 100_000, 1_234_567].map(formatCount)).toEqual(['0', '7', '999', '1,000', '20,000', '100,000', '1,234,567'])
  })
})
