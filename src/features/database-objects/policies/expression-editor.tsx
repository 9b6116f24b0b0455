import { autocompletion } from '@codemirror/autocomplete'
import { PostgreSQL, sql } from '@codemirror/lang-sql'
import { EditorView } from '@codemirror/view'
import { useComputedColorScheme } from '@mantine/core'
import CodeMirror from '@uiw/react-codemirror'
import { useMemo } from 'react'

// The policy's table, so that its columns complete without a table name.
const TABLE = 'policy_table'

/**
 * A policy expression (USING, WITH CHECK) in the SQL editor's CodeMirror, with completion of the
 * table's columns and SQL keywords. Loaded lazily with the policy form.
 */
export default function ExpressionEditor({
  label,
  value,
  onChange,
  columns,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  columns: readonly string[]
}) {
  const colorScheme = useComputedColorScheme('light')
  const extensions = useMemo(
    () => [
      sql({ dialect: PostgreSQL, schema: { [TABLE]: [...columns] }, defaultTable: TABLE }),
      autocompletion(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
    ],
    [columns, label],
  )
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme={colorScheme === 'dark' ? 'dark' : 'light'}
      basicSetup={{ lineNumbers: false, foldGutter: false, highlightActiveLine: false }}
      minHeight="60px"
      maxHeight="200px"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, fontSize: 13 }}
    />
  )
}
