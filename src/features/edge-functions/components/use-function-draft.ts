import { useEffect, useRef, useState } from 'react'
import type { FunctionFile } from '../api/schemas'
import { clearFunctionDraft, readFunctionDraft, writeFunctionDraft, type FunctionDraft } from '../drafts'

export interface EditorState {
  slug: string
  files: FunctionFile[]
  activeFile: string
  verifyJwt: boolean
}

const SAVE_DELAY_MS = 250

/**
 * The editor's state, restored from the IndexedDB draft when there is one and saved there on every
 * change; `discard` goes back to `initial`, `deployed` forgets the draft.
 */
export function useFunctionDraft(key: string, initial: EditorState) {
  const [state, setState] = useState<EditorState>(initial)
  const [restored, setRestored] = useState<FunctionDraft | null>(null)
  const [loaded, setLoaded] = useState(false)
  const dirty = useRef(false)

  useEffect(() => {
    let live = true
    void readFunctionDraft(key).then((draft) => {
      if (!live) return
      if (draft && !dirty.current) {
        setState({ slug: draft.slug, files: draft.files, activeFile: draft.activeFile, verifyJwt: draft.verifyJwt })
        setRestored(draft)
      }
      setLoaded(true)
    })
    return () => {
      live = false
    }
  }, [key])

  useEffect(() => {
    if (!dirty.current) return
    const timer = setTimeout(() => {
      if (dirty.current) void writeFunctionDraft({ key, ...state, at: Date.now() })
    }, SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [key, state])

  const update = (change: Partial<EditorState>) => {
    dirty.current = true
    setState((current) => ({ ...current, ...change }))
  }
  return {
    state,
    loaded,
    restored,
    update,
    discard: () => {
      dirty.current = false
      setRestored(null)
      setState(initial)
      void clearFunctionDraft(key)
    },
    deployed: () => {
      dirty.current = false
      setRestored(null)
      void clearFunctionDraft(key)
    },
  }
}
