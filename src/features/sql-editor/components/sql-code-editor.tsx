import { autocompletion } from '@codemirror/autocomplete'
import { PostgreSQL, sql } from '@codemirror/lang-sql'
import { Annotation, Compartment, EditorState, Prec, StateEffect, StateField, type Extension } from '@codemirror/state'
import { oneDark } from '@codemirror/theme-one-dark'
import { Decoration, EditorView, keymap, type DecorationSet } from '@codemirror/view'
import { useComputedColorScheme } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import type { CompletionSchema } from '../api/completion-schema-query'
import { statementCompletionSource, toNamespace } from '../model/completion'
import { statementAt } from '../model/statements'
import { basicEditing, lazySearch, lightTheme } from './editor-setup'

export type RunScope = 'selection-or-all' | 'statement'
/** What a run sends: the text and where it starts in the document (to place error positions). */
export interface RunTarget {
  text: string
  from: number
}

export interface SqlCodeEditorProps {
  value: string
  onChange: (value: string) => void
  onRun: (target: RunTarget) => void
  onSave: () => void
  schema: CompletionSchema | undefined
  /** Document range of the last error, marked in the text. */
  errorRange: { from: number; to: number } | null
  /** Gives the page a way to read the selection and to put text in (history, format). */
  onReady?: (handle: EditorHandle) => void
}

export interface EditorHandle {
  runTarget: (scope: RunScope) => RunTarget
  /** Replaces the whole text as one undoable change. */
  replaceAll: (text: string) => void
  focus: () => void
}

const setError = StateEffect.define<{ from: number; to: number } | null>()
const errorMark = Decoration.mark({ class: 'cm-sql-error', attributes: { 'aria-invalid': 'true', title: 'Error here' } })
const errorField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = marks.map(tr.changes)
    for (const effect of tr.effects) {
      if (!effect.is(setError)) continue
      const range = effect.value
      const size = tr.state.doc.length
      next =
        range && range.from < size
          ? Decoration.set([errorMark.range(range.from, Math.min(Math.max(range.to, range.from + 1), size))])
          : Decoration.none
    }
    // Editing the text clears the old error.
    return tr.docChanged ? Decoration.none : next
  },
  provide: (field) => EditorView.decorations.from(field),
})
const errorTheme = EditorView.baseTheme({
  '.cm-sql-error': { textDecoration: 'underline wavy var(--mantine-color-red-6)', backgroundColor: 'rgba(250, 82, 82, 0.15)' },
})

/** The text Mod+Enter runs: the selection if there is one, else the whole document. */
function selectionOrAll(view: EditorView): RunTarget {
  const { from, to } = view.state.selection.main
  if (from !== to) return { text: view.state.sliceDoc(from, to), from }
  return { text: view.state.doc.toString(), from: 0 }
}

function statementUnderCursor(view: EditorView): RunTarget {
  const doc = view.state.doc.toString()
  const statement = statementAt(doc, view.state.selection.main.head)
  return statement ? { text: doc.slice(statement.from, statement.to), from: statement.from } : { text: doc, from: 0 }
}

/** Marks a change that came from the `value` prop, not from typing: not reported back through onChange. */
const fromProps = Annotation.define<boolean>()

function languageFor(schema: CompletionSchema | undefined): Extension {
  const support = sql({
    dialect: PostgreSQL,
    upperCaseKeywords: false,
    ...(schema ? { schema: toNamespace(schema), defaultSchema: 'public' } : {}),
  })
  return schema ? [support, support.language.data.of({ autocomplete: statementCompletionSource(schema) })] : support
}

/**
 * CodeMirror 6 with the PostgreSQL dialect and schema completion; loaded lazily with the editor. The view
 * is made here, not through a React wrapper: the wrappers bring CodeMirror's whole basic setup (search,
 * lint) into the first load (issue 32 item 25).
 */
export default function SqlCodeEditor({ value, onChange, onRun, onSave, schema, errorRange, onReady }: SqlCodeEditorProps) {
  const colorScheme = useComputedColorScheme('light')
  const hostRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<EditorView | null>(null)
  const [{ language, theme }] = useState(() => ({ language: new Compartment(), theme: new Compartment() }))
  // Handlers read through a ref so the keymap (and the editor's extensions) never change with them.
  const handlers = useRef({ onRun, onSave, onChange, onReady })
  useEffect(() => {
    handlers.current = { onRun, onSave, onChange, onReady }
  })
  // The first render's props make the view; later ones are applied by the effects below.
  const initial = useRef({ value, schema, dark: colorScheme === 'dark' })

  useEffect(() => {
    const commands = Prec.highest(
      // Highest precedence: CodeMirror's default keymap binds Mod-Enter to "insert blank line".
      keymap.of([
        { key: 'Mod-Enter', preventDefault: true, run: (view) => (handlers.current.onRun(selectionOrAll(view)), true) },
        { key: 'Mod-Shift-Enter', preventDefault: true, run: (view) => (handlers.current.onRun(statementUnderCursor(view)), true) },
        { key: 'Mod-s', preventDefault: true, run: () => (handlers.current.onSave(), true) },
      ]),
    )
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: initial.current.value,
        extensions: [
          commands,
          basicEditing,
          lazySearch(),
          language.of(languageFor(initial.current.schema)),
          // The default waits 100 ms after a keystroke before asking for completions; answers must come within 50 ms.
          autocompletion({ activateOnTypingDelay: 10 }),
          errorField,
          errorTheme,
          theme.of(initial.current.dark ? oneDark : lightTheme),
          EditorView.contentAttributes.of({ 'aria-label': 'SQL query' }),
          EditorView.lineWrapping,
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromProps))) handlers.current.onChange(update.state.doc.toString())
          }),
        ],
      }),
    })
    viewRef.current = view
    handlers.current.onReady?.({
      runTarget: (scope) => (scope === 'statement' ? statementUnderCursor(view) : selectionOrAll(view)),
      replaceAll: (text) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }),
      focus: () => view.focus(),
    })
    return () => {
      viewRef.current = null
      view.destroy()
    }
  }, [language, theme])

  useEffect(() => {
    const view = viewRef.current
    if (view && view.state.doc.toString() !== value)
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value }, annotations: fromProps.of(true) })
  }, [value])
  useEffect(() => {
    if (schema !== initial.current.schema) viewRef.current?.dispatch({ effects: language.reconfigure(languageFor(schema)) })
  }, [language, schema])
  useEffect(() => {
    viewRef.current?.dispatch({ effects: theme.reconfigure(colorScheme === 'dark' ? oneDark : lightTheme) })
  }, [theme, colorScheme])

  useEffect(() => {
    viewRef.current?.dispatch({ effects: setError.of(errorRange) })
    if (errorRange && viewRef.current) viewRef.current.dispatch({ effects: EditorView.scrollIntoView(errorRange.from, { y: 'center' }) })
  }, [errorRange])

  return <div ref={hostRef} style={{ height: '100%' }} />
}
