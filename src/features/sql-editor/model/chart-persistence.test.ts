import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setAccessTokenProvider } from '@/lib/http/client'
import { signInForTest } from '../../../../test/support/render'
import { saveSnippet } from '../api/snippet-save'
import { getSnippets } from '../api/snippets-query'
import type { ChartConfig } from './chart-config'
import { newSnippet, snippetSchema } from './snippet'
import { createSnippetSaver } from './snippet-saver'

const REF = 'acmeblogprod01'
const chart: ChartConfig = {
  view: 'chart',
  x: 'day',
  y: ['orders', 'revenue'],
  kind: 'line',
  cumulative: true,
  log: false,
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('the result chart’s choice, kept with the snippet (issue 38 item 4)', () => {
  it('is saved in the snippet’s content and read back from the content API', async () => {
    const snippet = {
      ...newSnippet('select day, orders, revenue from sales'),
      content: { sql: 'select day, orders, revenue from sales', chart },
    }
    await saveSnippet(REF, snippet)
    const stored = (await getSnippets(REF)).find((s) => s.id === snippet.id)
    expect(stored?.content).toEqual({ sql: 'select day, orders, revenue from sales', chart })
  })

  it('survives typing, and the text survives a chart change (the saver merges the content)', async () => {
    const save = vi.fn((s: Parameters<typeof saveSnippet>[1]) => Promise.resolve(s))
    const saver = createSnippetSaver(newSnippet('select 1'), {
      save,
      writeDraft: () => undefined,
      clearDraft: () => undefined,
      onStatus: () => undefined,
      onSaved: () => undefined,
      debounceMs: 0,
    })
    saver.change({ content: { chart } }, true)
    saver.change({ content: { sql: 'select 2' } })
    expect(saver.snippet.content).toEqual({ sql: 'select 2', chart })
    saver.change({ content: { chart: { ...chart, kind: 'bar' } } })
    expect(saver.snippet.content).toEqual({ sql: 'select 2', chart: { ...chart, kind: 'bar' } })
    saver.dispose()
  })

  it('is parsed field by field: a bad field falls back alone, an unreadable choice is dropped, the snippet kept', () => {
    const base = newSnippet('select 1')
    const parsed = snippetSchema.parse({
      ...base,
      content: { sql: 'select 1', chart: { ...chart, kind: 'pie', log: 'yes' } },
    })
    expect(parsed.content.chart).toEqual({ ...chart, kind: 'bar', log: false })
    expect(snippetSchema.parse({ ...base, content: { sql: 'select 1', chart: 'bars please' } }).content).toEqual({
      sql: 'select 1',
    })
    expect(snippetSchema.parse({ ...base, content: { sql: 'select 1' } }).content).toEqual({ sql: 'select 1' })
  })
})
