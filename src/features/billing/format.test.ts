import { describe, expect, it } from 'vitest'
import { formatBytes, formatCount, formatInvoiceDate, formatUsd } from './format'

describe('formatUsd (SPEC §9: 2 decimals, 0 under 0.01)', () => {
  it.each([
    [25, '$25.00'],
    [599, '$599.00'],
    [12.5, '$12.50'],
    [1234.567, '$1,234.57'],
    [0.01, '$0.01'],
    [0.009, '$0'],
    [0.00325, '$0'],
    [0, '$0'],
  ])('%s -> %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text)
  })
})

describe('formatInvoiceDate', () => {
  it("uses 'DD MMM YYYY, HH:mm:ss (ZZ)'", () => {
    const date = new Date(2026, 0, 5, 14, 3, 9)
    const offset = -date.getTimezoneOffset()
    const sign = offset >= 0 ? '+' : '-'
    const zz = `${sign}${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}${String(Math.abs(offset) % 60).padStart(2, '0')}`
    expect(formatInvoiceDate(date.toISOString())).toBe(`05 Jan 2026, 14:03:09 (${zz})`)
  })
})

describe('usage amounts', () => {
  it('formats bytes and counts', () => {
    expect(formatBytes(500 * 1024 * 1024)).toBe('500 MB')
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.5 GB')
    expect(formatCount(100000)).toBe('100,000')
  })
})
