import { describe, expect, it } from 'vitest'
import { INVALID_JSON_MESSAGE, parseJsonCell } from './json-cell'

describe('parseJsonCell', () => {
  it('turns empty text into null', () => {
    expect(parseJsonCell('')).toEqual({ ok: true, value: null })
    expect(parseJsonCell('   ')).toEqual({ ok: true, value: null })
  })
  it('turns numeric JSON into a number', () => {
    expect(parseJsonCell('42')).toEqual({ ok: true, value: 42 })
    expect(parseJsonCell('-1.5e3')).toEqual({ ok: true, value: -1500 })
  })
  it('parses objects, arrays, strings and booleans', () => {
    expect(parseJsonCell('{"a":[1,true]}')).toEqual({ ok: true, value: { a: [1, true] } })
    expect(parseJsonCell('"text"')).toEqual({ ok: true, value: 'text' })
    expect(parseJsonCell('false')).toEqual({ ok: true, value: false })
  })
  it('reports invalid JSON', () => {
    expect(parseJsonCell('{a:1}')).toEqual({ ok: false, message: INVALID_JSON_MESSAGE })
    expect(parseJsonCell('plain words')).toEqual({ ok: false, message: INVALID_JSON_MESSAGE })
  })
})
