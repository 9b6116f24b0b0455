import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { toCsv, toMarkdown } from './export'

describe('exports', () => {
  const columns = ['id', 'name', 'meta']
  const rows = [
    { id: 1, name: 'a, "quoted"\nline', meta: { k: [1, 2] } },
    { id: 2, name: null, meta: null },
  ]
  it('CSV round-trips through a parser', async () => {
    const parsed = Papa.parse<string[]>(await toCsv(columns, rows)).data
    expect(parsed).toEqual([columns, ['1', 'a, "quoted"\nline', '{"k":[1,2]}'], ['2', '', '']])
  })
  it('Markdown escapes pipes and newlines', () => {
    expect(toMarkdown(['a'], [{ a: 'x|y\nz' }])).toBe('| a |\n| --- |\n| x\\|y<br>z |')
  })
})
