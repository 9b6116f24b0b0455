import { describe, expect, it } from 'vitest'
import { isRowArray, joinJsonAnswer, sliceRows, splitJsonAnswer } from './json-answer'

const rows = Array.from({ length: 5_001 }, (_, i) => ({ id: i, label: `row ${i}`, data: { nested: [i] }, gone: null }))

describe('splitJsonAnswer', () => {
  it('takes the rows of a pg-meta answer (an array of rows) and puts them back unchanged', () => {
    const answer = splitJsonAnswer(JSON.stringify(rows))
    expect(answer.at).toBe('root')
    expect(answer.rows).toHaveLength(5_001)
    const slices = sliceRows(answer.rows!, 2_000)
    expect(slices.map((slice) => slice.length)).toEqual([2_000, 2_000, 1_001])
    expect(joinJsonAnswer(answer, slices.flat())).toEqual(rows)
  })

  it('makes the first slice small (the page paints from it) and keeps every row in order', () => {
    const slices = sliceRows(rows, 2_000, 200)
    expect(slices.map((slice) => slice.length)).toEqual([200, 2_000, 2_000, 801])
    expect(slices.flat()).toEqual(rows)
    expect(sliceRows([], 2_000, 200)).toEqual([])
  })

  it('takes the rows of a logs answer from its result and keeps the rest of the envelope', () => {
    const answer = splitJsonAnswer(JSON.stringify({ result: rows.slice(0, 3), error: null }))
    expect(answer).toMatchObject({ at: 'result', envelope: { error: null } })
    expect(joinJsonAnswer(answer, answer.rows!)).toEqual({ result: rows.slice(0, 3), error: null })
  })

  it('leaves an answer without rows as it is (the caller\'s schema judges it)', () => {
    for (const value of [{ message: 'nope' }, [1, 2], [{ a: 1 }, 'x'], [[1]], 'text', 42, null, { result: [1] }]) {
      const answer = splitJsonAnswer(JSON.stringify(value))
      expect(answer.rows).toBeUndefined()
      expect(joinJsonAnswer(answer, [])).toEqual(value)
    }
  })

  it('an empty array is rows (a statement that returned none)', () => {
    expect(splitJsonAnswer('[]')).toEqual({ envelope: null, rows: [], at: 'root' })
  })

  it('throws a SyntaxError on a body that is not JSON', () => {
    expect(() => splitJsonAnswer('<html>')).toThrow(SyntaxError)
    expect(() => splitJsonAnswer('[{"a":1},')).toThrow(SyntaxError)
  })
})

describe('isRowArray', () => {
  it('checks each row is an object without walking its cells', () => {
    expect(isRowArray([{ a: [1, { b: 2 }] }, {}])).toBe(true)
    expect(isRowArray([{}, null])).toBe(false)
    expect(isRowArray([{}, []])).toBe(false)
    expect(isRowArray({ 0: {} })).toBe(false)
  })
})
