import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { newSnippet, type Snippet } from './snippet'
import { createSnippetSaver, type SaveStatus } from './snippet-saver'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup(save: (s: Snippet) => Promise<Snippet>) {
  const statuses: SaveStatus[] = []
  const drafts = new Map<string, string>()
  const saver = createSnippetSaver(newSnippet(''), {
    save,
    writeDraft: (s) => drafts.set(s.id, s.content.sql),
    clearDraft: (s) => {
      if (drafts.get(s.id) === s.content.sql) drafts.delete(s.id)
    },
    onStatus: (s) => statuses.push(s),
    onSaved: () => {},
    debounceMs: 500,
    retryDelaysMs: [1000],
  })
  return { saver, statuses, drafts }
}

describe('createSnippetSaver', () => {
  it('drafts each change at once and saves once after the typing pauses', async () => {
    const save = vi.fn(async (s: Snippet) => s)
    const { saver, statuses, drafts } = setup(save)
    saver.change({ content: { sql: 's' } })
    saver.change({ content: { sql: 'select 1' } })
    expect(drafts.get(saver.snippet.id)).toBe('select 1')
    expect(save).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(500)
    expect(save).toHaveBeenCalledTimes(1)
    expect(save.mock.calls[0]![0].content.sql).toBe('select 1')
    expect(statuses.at(-1)).toBe('saved')
    expect(drafts.size).toBe(0)
  })

  it('keeps the draft when the save fails and retries until it succeeds', async () => {
    let fail = true
    const save = vi.fn(async (s: Snippet) => {
      if (fail) throw new Error('offline')
      return s
    })
    const { saver, statuses, drafts } = setup(save)
    saver.change({ content: { sql: 'select 2' } })
    await vi.advanceTimersByTimeAsync(500)
    expect(statuses.at(-1)).toBe('failed')
    expect(drafts.get(saver.snippet.id)).toBe('select 2')
    fail = false
    await vi.advanceTimersByTimeAsync(1000)
    expect(save).toHaveBeenCalledTimes(2)
    expect(statuses.at(-1)).toBe('saved')
    expect(drafts.size).toBe(0)
  })

  it('saves a change made during a save right after it, never losing it', async () => {
    let resolve: (() => void) | undefined
    const save = vi.fn((s: Snippet) => new Promise<Snippet>((r) => (resolve = () => r(s))))
    const { saver, statuses } = setup(save)
    saver.change({ content: { sql: 'a' } }, true)
    saver.change({ content: { sql: 'ab' } }, true)
    expect(save).toHaveBeenCalledTimes(1)
    resolve!()
    await vi.advanceTimersByTimeAsync(0)
    expect(save).toHaveBeenCalledTimes(2)
    expect(save.mock.calls[1]![0].content.sql).toBe('ab')
    resolve!()
    await vi.advanceTimersByTimeAsync(0)
    expect(statuses.at(-1)).toBe('saved')
  })
})
