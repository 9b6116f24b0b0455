import type { Snippet } from './snippet'

export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'failed'

export interface SnippetSaverDeps {
  save: (snippet: Snippet) => Promise<Snippet>
  writeDraft: (snippet: Snippet) => void
  clearDraft: (snippet: Snippet) => void
  onStatus: (status: SaveStatus) => void
  onSaved: (snippet: Snippet) => void
  debounceMs?: number
  /** Delays before each retry of a failed save; the last one repeats. */
  retryDelaysMs?: readonly number[]
}

export const AUTOSAVE_DEBOUNCE_MS = 800
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000]

/**
 * Keeps one snippet saved: every change goes to the local draft at once, then to the server after a
 * pause in typing (or at once on flush). A failed save keeps the draft and retries with backoff;
 * changes made while a save is in flight are saved right after it.
 */
export function createSnippetSaver(initial: Snippet, deps: SnippetSaverDeps) {
  let current = initial
  let dirty = false
  let inFlight = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let disposed = false
  const debounceMs = deps.debounceMs ?? AUTOSAVE_DEBOUNCE_MS
  const retries = deps.retryDelaysMs ?? RETRY_DELAYS_MS

  const schedule = (ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => void run(), ms)
  }

  async function run() {
    clearTimeout(timer)
    timer = undefined
    if (inFlight || !dirty) return
    inFlight = true
    dirty = false
    const sent = current
    deps.onStatus('saving')
    try {
      const saved = await deps.save(sent)
      failures = 0
      deps.clearDraft(sent)
      deps.onSaved(saved)
      if (!dirty) deps.onStatus('saved')
    } catch {
      dirty = true
      failures++
      if (!disposed) {
        deps.onStatus('failed')
        schedule(retries[Math.min(failures - 1, retries.length - 1)]!)
      }
    } finally {
      inFlight = false
    }
    if (dirty && !timer && !disposed) void run()
  }

  return {
    get snippet() {
      return current
    },
    /** A change: drafted now, saved after the debounce (`immediate` for renames, favorites, Mod+S). */
    change(next: Partial<Pick<Snippet, 'name' | 'favorite'>> & { content?: Partial<Snippet['content']> }, immediate = false) {
      // Content changes merge: typing keeps the chart's choice, a chart change keeps the text.
      const content = next.content ? { ...current.content, ...next.content } : current.content
      current = { ...current, ...next, content, updated_at: new Date().toISOString() }
      dirty = true
      deps.writeDraft(current)
      if (failures === 0) deps.onStatus('unsaved')
      if (immediate) void run()
      else if (failures === 0) schedule(debounceMs)
    },
    /** Saves what is pending now (Mod+S, leaving the page). */
    flush() {
      if (dirty) void run()
    },
    /** Marks the snippet as needing a save without a change (a draft found at load). */
    markDirty() {
      dirty = true
      void run()
    },
    /** Stops without saving what is pending (the snippet is being deleted). */
    discard() {
      dirty = false
      disposed = true
      clearTimeout(timer)
    },
    dispose() {
      if (dirty && !inFlight) void run()
      disposed = true
      clearTimeout(timer)
    },
  }
}

export type SnippetSaver = ReturnType<typeof createSnippetSaver>
