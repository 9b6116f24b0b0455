import { describe, expect, it } from 'vitest'
import { splitJsonAnswer } from './json-answer'
import { JsonRowsStream } from './json-rows-stream'

const read = (text: string, size: number) => {
  const stream = new JsonRowsStream()
  for (let i = 0; i < text.length; i += size) stream.push(text.slice(i, i + size))
  return stream.finish()
}
const rows = Array.from({ length: 3_001 }, (_, i) => ({ id: i, text: `a "quoted", [bracketed] {braced} \\ row ${i} ünï©ødé 🐘`, data: { nested: [i, { deep: ',' }] }, gone: null }))

describe('JsonRowsStream', () => {
  it('reads rows cut anywhere (inside strings, escapes, numbers) into the same rows, in order', () => {
    const text = JSON.stringify(rows, null, 1)
    for (const size of [1, 7, 64, 1_000, 65_536, text.length]) expect(read(text, size)).toEqual({ envelope: null, rows, at: 'root' })
  })

  it('reads compact rows whose strings and nested values hold `},` (the guessed cut then fails and the scan takes over)', () => {
    const tricky = rows.map((row, i) => ({ ...row, text: i % 500 === 7 ? `ends with },{"id":${i}` : row.text, list: [{ a: i }, { b: '},' }] }))
    const text = JSON.stringify(tricky)
    for (const size of [1, 13, 4_096, 65_536, text.length]) expect(read(text, size)).toEqual({ envelope: null, rows: tricky, at: 'root' })
    const plain = JSON.stringify(rows.map(({ id }) => ({ id })))
    for (const size of [5, 4_096]) expect(read(plain, size).rows).toHaveLength(rows.length)
  })

  it('answers what splitJsonAnswer answers for everything else', () => {
    for (const value of [[], { result: rows.slice(0, 3), error: null }, { message: 'nope' }, [1, 2], [{ a: 1 }, 'x'], ['x', { a: 1 }], [[1]], 'text', 42, null]) {
      const text = JSON.stringify(value)
      for (const size of [1, 3, text.length]) expect(read(text, size)).toEqual(splitJsonAnswer(text))
    }
  })

  it('throws a SyntaxError on a text that is not JSON, wherever it breaks', () => {
    for (const text of ['<html>', '[{"a":1},', '[{"a":1},]', '[,{"a":1}]', '[{"a":1},,{"a":2}]', '[{"a":1}] x', '[{"a":1}}, {"a":2}]', '[{"a":1}', ''])
      for (const size of [1, 4, 100]) expect(() => read(text, size), `${text} by ${size}`).toThrow(SyntaxError)
  })
})
