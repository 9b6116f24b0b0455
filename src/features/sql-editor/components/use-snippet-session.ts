import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { NEW_SNIPPET_ID } from '@/features/history'
import { sqlEditorKeys } from '../api/keys'
import { saveSnippet } from '../api/snippet-save'
import { snippetsQueryOptions } from '../api/snippets-query'
import type { ChartConfig } from '../model/chart-config'
import { newSnippet, UNTITLED_SNIPPET_NAME, type Snippet } from '../model/snippet'
import { createSnippetSaver, type SaveStatus, type SnippetSaver } from '../model/snippet-saver'
import { clearDraft, readDraft, writeDraft } from '../storage/drafts'

export { NEW_SNIPPET_ID }

type Session =
  | { kind: 'new'; text: string; epoch: number }
  | { kind: 'open'; snippet: Snippet; text: string; epoch: number }
  | { kind: 'missing'; id: string; epoch: number }

export function upsertCached(queryClient: QueryClient, ref: string, snippet: Snippet) {
  queryClient.setQueryData<Snippet[]>(sqlEditorKeys.snippets(ref), (list) =>
    list ? (list.some((s) => s.id === snippet.id) ? list.map((s) => (s.id === snippet.id ? snippet : s)) : [...list, snippet]) : [snippet],
  )
}

/** A snippet the server has, or one kept only as a local draft (its create failed): the draft wins. */
function resolve(ref: string, id: string, list: readonly Snippet[]): { snippet: Snippet; pending: boolean } | undefined {
  const stored = list.find((s) => s.id === id)
  const draft = readDraft(ref, id)
  if (stored && (!draft || draft.sql === stored.content.sql)) return { snippet: stored, pending: false }
  if (stored && draft) return { snippet: { ...stored, content: { ...stored.content, sql: draft.sql } }, pending: true }
  if (draft) {
    const at = new Date(draft.at).toISOString()
    return {
      snippet: { ...newSnippet(draft.sql), id, name: draft.name ?? UNTITLED_SNIPPET_NAME, inserted_at: at, updated_at: at },
      pending: true,
    }
  }
  return undefined
}

interface Options {
  projectRef: string
  routeId: string
  /** SQL handed over by the assistant (`?snippet=`): it becomes a new snippet at once. */
  handover: string | undefined
  /** The name of the snippet the handover becomes (a template's title). */
  handoverName?: string | undefined
  /** Puts the snippet's id in the URL in place of 'new' (replace, so Back does not return to 'new'). */
  replaceUrl: (id: string) => void
}

/**
 * The open snippet: loaded from the list or a local draft, created at the first edit of 'new',
 * saved as the user types. The editor stays mounted when 'new' becomes an id (no keystroke lost).
 */
export function useSnippetSession({ projectRef, routeId, handover, handoverName, replaceUrl }: Options) {
  const queryClient = useQueryClient()
  const snippets = useQuery(snippetsQueryOptions(projectRef))
  const [session, setSession] = useState<Session | null>(null)
  const [status, setStatus] = useState<SaveStatus>('saved')
  const saver = useRef<SnippetSaver | null>(null)
  const epoch = useRef(0)

  const startSaver = useCallback(
    (snippet: Snippet) => {
      saver.current?.dispose()
      saver.current = createSnippetSaver(snippet, {
        save: (s) => saveSnippet(projectRef, s),
        writeDraft: (s) => writeDraft(projectRef, s.id, { sql: s.content.sql, at: Date.now(), name: s.name }),
        clearDraft: (s) => clearDraft(projectRef, s.id, s.content.sql),
        onStatus: setStatus,
        onSaved: (saved) => upsertCached(queryClient, projectRef, saved),
      })
      return saver.current
    },
    [projectRef, queryClient],
  )

  // The route's id drives the session; an id this session itself created keeps the editor as it is.
  const currentId = session?.kind === 'open' ? session.snippet.id : session?.kind === 'missing' ? session.id : NEW_SNIPPET_ID
  const handled = useRef<string | null>(null)
  const createdFromNew = useRef<string | null>(null)
  useEffect(() => {
    // Created from 'new' a moment ago: wait for the URL to carry its id.
    if (routeId === NEW_SNIPPET_ID && createdFromNew.current === currentId && handover === undefined) return
    if (routeId === createdFromNew.current) createdFromNew.current = null
    if (routeId === NEW_SNIPPET_ID) {
      if (handover !== undefined) {
        const key = `handover:${handover}`
        if (handled.current === key) return
        handled.current = key
        const snippet = { ...newSnippet(handover), ...(handoverName ? { name: handoverName } : {}) }
        const s = startSaver(snippet)
        s.change({ content: { sql: handover } }, true)
        createdFromNew.current = snippet.id
        setSession({ kind: 'open', snippet, text: handover, epoch: ++epoch.current })
        replaceUrl(snippet.id)
        return
      }
      if (session?.kind === 'new') return
      saver.current?.dispose()
      saver.current = null
      setStatus('saved')
      setSession({ kind: 'new', text: '', epoch: ++epoch.current })
      return
    }
    if (routeId === currentId && session) return
    if (!snippets.data) return
    const found = resolve(projectRef, routeId, snippets.data)
    if (!found) {
      saver.current?.dispose()
      saver.current = null
      setSession({ kind: 'missing', id: routeId, epoch: ++epoch.current })
      return
    }
    const s = startSaver(found.snippet)
    setStatus(found.pending ? 'unsaved' : 'saved')
    if (found.pending) s.markDirty()
    setSession({ kind: 'open', snippet: found.snippet, text: found.snippet.content.sql, epoch: ++epoch.current })
  }, [routeId, handover, handoverName, currentId, session, snippets.data, projectRef, startSaver, replaceUrl])

  // Leaving the page saves what is pending; the draft is already in localStorage either way.
  useEffect(() => {
    const flush = () => saver.current?.flush()
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      saver.current?.dispose()
    }
  }, [])

  const sessionRef = useRef(session)
  useLayoutEffect(() => {
    sessionRef.current = session
  })
  const edit = useCallback(
    (text: string) => {
      const current = sessionRef.current
      if (!current || current.kind === 'missing') return
      if (current.kind === 'new') {
        if (!text) return setSession({ ...current, text })
        // The first edit creates the snippet and replaces 'new' in the URL with its id.
        const snippet = newSnippet(text)
        startSaver(snippet).change({ content: { sql: text } })
        createdFromNew.current = snippet.id
        const next: Session = { kind: 'open', snippet, text, epoch: current.epoch }
        sessionRef.current = next
        setSession(next)
        replaceUrl(snippet.id)
        return
      }
      saver.current?.change({ content: { sql: text } })
      const next = { ...current, text }
      sessionRef.current = next
      setSession(next)
    },
    [replaceUrl, startSaver],
  )

  const update = useCallback((change: Partial<Pick<Snippet, 'name' | 'favorite'>>) => {
    saver.current?.change(change, true)
    setSession((current) => (current?.kind === 'open' ? { ...current, snippet: { ...current.snippet, ...change } } : current))
  }, [])

  /** The result chart's choice, saved with the open snippet (issue 38 item 4). */
  const setChart = useCallback((chart: ChartConfig) => {
    saver.current?.change({ content: { chart } }, true)
    setSession((current) =>
      current?.kind === 'open' ? { ...current, snippet: { ...current.snippet, content: { ...current.snippet.content, chart } } } : current,
    )
  }, [])

  const saveNow = useCallback(() => saver.current?.flush(), [])
  /** Before the open snippet is deleted: nothing pending may recreate it. */
  const discard = useCallback(() => {
    saver.current?.discard()
    saver.current = null
  }, [])

  /** The delete failed: keep saving the snippet as before. */
  const resume = useCallback(() => {
    const current = sessionRef.current
    if (current?.kind === 'open' && !saver.current) startSaver({ ...current.snippet, content: { ...current.snippet.content, sql: current.text } })
  }, [startSaver])

  return { session, status, snippets, edit, update, setChart, saveNow, discard, resume }
}
