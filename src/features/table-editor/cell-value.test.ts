import { describe, expect, it } from 'vitest'
import { INVALID_JSON, INVALID_NUMBER, INVALID_URL, toWriteValue } from './cell-value'

const col = (name: string, udt: string, category: string) => ({ name, udt, category, is_array: false })

describe('toWriteValue', () => {
  it('keeps empty text in text columns and takes empty as NULL elsewhere', () => {
    expect(toWriteValue(col('note', 'text', 'S'), '')).toEqual({ ok: true, value: '' })
    expect(toWriteValue(col('n', 'int4', 'N'), ' ')).toEqual({ ok: true, value: null })
    expect(toWriteValue(col('d', 'date', 'D'), '')).toEqual({ ok: true, value: null })
  })
  it('applies the JSON cell rules of SPEC §5', () => {
    const json = col('doc', 'jsonb', 'U')
    expect(toWriteValue(json, '')).toEqual({ ok: true, value: null })
    expect(toWriteValue(json, ' 42 ')).toEqual({ ok: true, value: '42' })
    expect(toWriteValue(json, '{"a": [1, "x"]}')).toEqual({ ok: true, value: '{"a":[1,"x"]}' })
    expect(toWriteValue(json, '{a: 1}')).toEqual({ ok: false, error: INVALID_JSON })
  })
  it('checks numbers, booleans and links', () => {
    expect(toWriteValue(col('n', 'numeric', 'N'), '1e3')).toEqual({ ok: true, value: '1e3' })
    expect(toWriteValue(col('n', 'numeric', 'N'), 'ten')).toEqual({ ok: false, error: INVALID_NUMBER })
    expect(toWriteValue(col('b', 'bool', 'B'), 'T')).toEqual({ ok: true, value: 'true' })
    expect(toWriteValue(col('website_url', 'text', 'S'), 'javascript:alert(1)')).toEqual({ ok: false, error: INVALID_URL })
    expect(toWriteValue(col('website_url', 'text', 'S'), 'https://example.com')).toEqual({ ok: true, value: 'https://example.com' })
  })
})
