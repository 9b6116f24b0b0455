import { javascript } from '@codemirror/lang-javascript'
import { StateEffect, StateField } from '@codemirror/state'
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view'
import { useComputedColorScheme } from '@mantine/core'
import CodeMirror from '@uiw/react-codemirror'
import { useEffect, useMemo, useRef } from 'react'
import { readableTheme } from './readable-theme'

export interface CodeEditorProps {
  value: string
  onChange?: (value: string) => void
  readOnly: boolean
  fileName: string
  /** 1-based line of a deploy error in this file, marked and scrolled to. */
  errorLine?: number | undefined
}

const setErrorLine = StateEffect.define<number | null>()
const errorLineMark = Decoration.line({
  class: 'cm-function-error',
  attributes: { 'aria-invalid': 'true', title: 'Deploy error on this line' },
})
const errorField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = marks.map(tr.changes)
    for (const effect of tr.effects) {
      if (!effect.is(setErrorLine)) continue
      const line = effect.value
      next =
        line && line <= tr.state.doc.lines
          ? Decoration.set([errorLineMark.range(tr.state.doc.line(line).from)])
          : Decoration.none
    }
    return next
  },
  provide: (field) => EditorView.decorations.from(field),
})
const errorTheme = EditorView.baseTheme({ '.cm-function-error': { backgroundColor: 'rgba(250, 82, 82, 0.18)' } })

/** The SQL editor's CodeMirror with TypeScript: loaded lazily with the function's code. */
export default function CodeEditor({ value, onChange, readOnly, fileName, errorLine }: CodeEditorProps) {
  const colorScheme = useComputedColorScheme('light')
  const viewRef = useRef<EditorView | null>(null)
  const extensions = useMemo(
    () => [
      javascript({ typescript: /\.tsx?$/.test(fileName), jsx: /x$/.test(fileName) }),
      errorField,
      errorTheme,
      // The light theme's chrome comes from `theme="light"`; its highlighting is replaced here.
      ...(colorScheme === 'light' ? readableTheme('light') : []),
      EditorView.contentAttributes.of({ 'aria-label': `Code of ${fileName}` }),
    ],
    [fileName, colorScheme],
  )
  useEffect(() => {
    const view = viewRef.current
    if (!view) return
    view.dispatch({ effects: setErrorLine.of(errorLine ?? null) })
    if (errorLine && errorLine <= view.state.doc.lines)
      view.dispatch({ effects: EditorView.scrollIntoView(view.state.doc.line(errorLine).from, { y: 'center' }) })
  }, [errorLine, value])

  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      editable={!readOnly}
      extensions={extensions}
      theme={colorScheme === 'dark' ? readableTheme('dark') : 'light'}
      minHeight="320px"
      maxHeight="60vh"
      onCreateEditor={(view) => {
        viewRef.current = view
        if (errorLine) view.dispatch({ effects: setErrorLine.of(errorLine) })
      }}
    />
  )
}
