import { describe, expect, it } from 'vitest'
import { AnswerReading, FIRST_ROWS } from './json-answer-reading'
import type { Ahead, FromWorker } from './json-answer-protocol'

const rows = Array.from({ length: 5_001 }, (_, i) => ({ id: i, label: `row "${i}"`, data: { nested: [i] } }))

function chunksOf(text: string, size = 16 * 1024) {
  const bytes = new TextEncoder().encode(text)
  const chunks: Uint8Array[] = []
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size))
  return chunks
}

function read(text: string, ahead: Ahead) {
  const messages: FromWorker[] = []
  /** The buffers each message moved rather than copied. */
  const moved: Transferable[][] = []
  const reading = new AnswerReading(7, ahead, (message, transfer = []) => messages.push(message) && moved.push(transfer))
  const chunks = chunksOf(text)
  /** How many chunks had been pushed when the first rows went out. */
  let firstAfter: number | undefined
  chunks.forEach((chunk, i) => {
    reading.push(chunk)
    if (firstAfter === undefined && messages.some((m) => m.type === 'first')) firstAfter = i + 1
  })
  return { messages, moved, reading, chunks, firstAfter }
}

const kinds = (messages: FromWorker[]) => messages.map((m) => m.type)
const rowsIn = (messages: FromWorker[]) => messages.flatMap((m) => (m.type === 'first' || m.type === 'rows' ? m.rows : []))

describe('AnswerReading', () => {
  it('an early reader gets the first rows while the answer is still arriving, the rest once it is whole and asked for', () => {
    const { messages, reading, chunks, firstAfter } = read(JSON.stringify(rows), 'rows')
    expect(firstAfter).toBe(1)
    expect(chunks.length).toBeGreaterThan(10)
    expect(messages).toEqual([{ id: 7, type: 'first', rows: rows.slice(0, FIRST_ROWS) }])
    reading.end()
    // Counted and checked, but held back until the page painted its first rows.
    expect(kinds(messages)).toEqual(['first', 'start'])
    expect(messages[1]).toEqual({ id: 7, type: 'start', envelope: null, at: 'root', count: 5_001 })
    expect(reading.finished).toBe(false)
    reading.more()
    expect(kinds(messages)).toEqual(['first', 'start', 'rows', 'rows', 'rows', 'end'])
    expect(rowsIn(messages)).toEqual(rows)
    expect(reading.finished).toBe(true)
  })

  it('rows asked for before the end go out with it', () => {
    const { messages, reading } = read(JSON.stringify(rows), 'rows')
    reading.more()
    reading.end()
    expect(kinds(messages).at(-1)).toBe('end')
    expect(rowsIn(messages)).toEqual(rows)
  })

  it('a reader that takes the answer whole gets no early rows: a small first slice, then the others', () => {
    const { messages, reading } = read(JSON.stringify(rows), 'none')
    expect(messages).toEqual([])
    reading.end()
    expect(messages.map((m) => (m.type === 'rows' ? m.rows.length : m.type))).toEqual(['start', 200, 2_000, 2_000, 801, 'end'])
    expect(rowsIn(messages)).toEqual(rows)
  })

  it('a reader of columns gets nothing while the answer arrives, then all of it as columns, the rows once asked for', () => {
    const { messages, moved, reading } = read(JSON.stringify(rows), 'columns')
    expect(messages).toEqual([])
    reading.end()
    expect(kinds(messages)).toEqual(['start', 'columns'])
    const columns = messages[1]
    if (columns?.type !== 'columns') throw new Error('no columns')
    expect(columns.table.names).toEqual(['id', 'label', 'data'])
    expect(columns.table.values).toEqual([Float64Array.from(rows, (row) => row.id), rows.map((row) => row.label), rows.map((row) => row.data)])
    // The number column's buffer is moved to the page, not copied.
    expect(moved[1]).toEqual([(columns.table.values[0] as Float64Array).buffer])
    reading.more()
    expect(kinds(messages)).toEqual(['start', 'columns', 'rows', 'rows', 'rows', 'end'])
    expect(rowsIn(messages)).toEqual(rows)
  })

  it('an answer that is not rows (an error envelope) is never sent early', () => {
    const { messages, reading } = read(JSON.stringify({ error: 'x'.repeat(100_000), result: rows }), 'rows')
    reading.end()
    expect(kinds(messages)).toEqual(['start', 'rows', 'rows', 'rows', 'rows', 'end'])
    expect(messages[0]).toMatchObject({ at: 'result', count: 5_001, envelope: { error: 'x'.repeat(100_000) } })
  })

  it('rows sent early from an answer that turns out not to be JSON, or not rows, end as invalid', () => {
    for (const text of [`${JSON.stringify(rows).slice(0, -1)},}`, `${JSON.stringify(rows).slice(0, -1)},5]`]) {
      const { messages, reading } = read(text, 'rows')
      reading.end()
      expect(kinds(messages)).toEqual(['first', 'invalid'])
      expect(reading.finished).toBe(true)
    }
  })
})
