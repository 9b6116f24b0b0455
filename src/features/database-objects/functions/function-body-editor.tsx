import { PostgreSQL, sql } from '@codemirror/lang-sql'
import { EditorView } from '@codemirror/view'
import { useComputedColorScheme } from '@mantine/core'
import CodeMirror from '@uiw/react-codemirror'
import { useMemo } from 'react'

/** The SQL editor's CodeMirror (PostgreSQL dialect) for a function's body; loaded with the form. */
export default function FunctionBodyEditor({
  value,
  onChange,
  label,
}: {
  value: string
  onChange: (value: string) => void
  label: string
}) {
  const colorScheme = useComputedColorScheme('light')
  const extensions = useMemo(
    () => [sql({ dialect: PostgreSQL }), EditorView.contentAttributes.of({ 'aria-label': label })],
    [label],
  )
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme={colorScheme}
      minHeight="140px"
      maxHeight="320px"
      basicSetup={{ foldGutter: false, highlightActiveLine: false }}
    />
  )
}
