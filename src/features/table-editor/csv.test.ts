import { describe, expect, it } from 'vitest'
import { csvValue, guessType } from './csv'

describe('guessType', () => {
  it('guesses from the non-empty values', () => {
    expect(guessType(['1', '', '-20'])).toBe('int8')
    expect(guessType(['1', '2.5', '1e3'])).toBe('numeric')
    expect(guessType(['true', 'F'])).toBe('bool')
    expect(guessType(['2026-01-02'])).toBe('date')
    expect(guessType(['2026-01-02 03:04:05+00', '2026-01-02T03:04Z'])).toBe('timestamptz')
    expect(guessType(['{"a":1}', '[1]'])).toBe('jsonb')
    expect(guessType(['1', 'one'])).toBe('text')
    expect(guessType(['', ''])).toBe('text')
  })
  it('reads an empty field as NULL', () => {
    expect(csvValue('')).toBeNull()
    expect(csvValue(' ')).toBe(' ')
  })
})
