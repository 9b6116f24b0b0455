import { z } from 'zod/mini'
import { expect, it } from 'vitest'
import { rowsSchema } from './execute-sql'

it('accepts an array of row objects as it is, without copying the rows', () => {
  const rows = [{ id: 1, data: { nested: [1, 2] }, note: null }, { id: 2 }]
  const parsed = z.parse(rowsSchema, rows)
  expect(parsed).toBe(rows)
  expect(parsed[0]).toBe(rows[0])
})

it('refuses what is not an array of objects', () => {
  for (const value of [{ rows: [] }, [1], [{ id: 1 }, null], [[1]], 'rows', null]) {
    expect(z.safeParse(rowsSchema, value).success, JSON.stringify(value)).toBe(false)
  }
  expect(z.safeParse(rowsSchema, []).success).toBe(true)
})
