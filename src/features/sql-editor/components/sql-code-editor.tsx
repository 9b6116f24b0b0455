import { PostgreSQL, sql } from '@codemirror/lang-sql'
import { EditorView, keymap } from '@codemirror/view'
import { useComputedColorScheme } from '@mantine/core'
import CodeMirror from '@uiw/react-codemirror'
import { useMemo } from 'react'

interface SqlCodeEditorProps {
  value: string
  onChange: (value: string) => void
  onRun: () => void
}

/** CodeMirror with Postgres SQL; Mod+Enter runs. Loaded lazily with the SQL editor page. */
export default function SqlCodeEditor({ value, onChange, onRun }: SqlCodeEditorProps) {
  const scheme = useComputedColorScheme('light')
  const extensions = useMemo(
    () => [
      sql({ dialect: PostgreSQL, upperCaseKeywords: false }),
      keymap.of([
        {
          key: 'Mod-Enter',
          preventDefault: true,
          run: () => {
            onRun()
            return true
          },
        },
      ]),
      EditorView.contentAttributes.of({ 'aria-label': 'SQL query' }),
      EditorView.lineWrapping,
    ],
    [onRun],
  )
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme={scheme === 'dark' ? 'dark' : 'light'}
      minHeight="220px"
      maxHeight="50vh"
    />
  )
}
