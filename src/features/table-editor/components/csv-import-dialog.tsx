import { Alert, Badge, Button, Code, FileInput, Group, List, Modal, Progress, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import Papa from 'papaparse'
import { useEffect, useRef, useState } from 'react'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import { COLUMN_TYPES, createTableSql, insertRowsSql, type RowColumn, type TableDetail } from '@/features/database'
import { tableEditorKeys } from '../api/keys'
import { type DatabaseTarget, runSql } from '../api/run-sql'
import { csvValue, guessType, IMPORT_BATCH_ROWS } from '../csv'
import { formatCount } from '../format'

const PREVIEW_ROWS = 10
const SKIP = ''
const MAX_ERRORS_SHOWN = 50

interface Preview {
  headers: string[]
  rows: Record<string, string>[]
}
interface Outcome {
  imported: number
  errors: { row: number; message: string }[]
  /** Set when the user stopped the import: the file's rows read before it stopped. */
  cancelledAfter?: number
}

const rowsText = (n: number) => `${formatCount(n)} ${n === 1 ? 'row' : 'rows'}`

/** What the finished (or stopped) import tells the user. */
function outcomeText(outcome: Outcome) {
  const failed = outcome.errors.length ? ` ${rowsText(outcome.errors.length)} failed.` : ''
  if (outcome.cancelledAfter === undefined) return `Imported ${rowsText(outcome.imported)}.${failed}`
  return `Import cancelled after the first ${rowsText(outcome.cancelledAfter)} of the file: ${rowsText(outcome.imported)} went into the table and stay there; the rest of the file was not imported.${failed}`
}

/**
 * Imports a CSV into the open table (columns mapped) or into a new table of the schema (types
 * guessed, editable): preview, streamed batches, progress, per-row errors, cancel.
 *
 * Each batch is its own INSERT and commits on its own. One transaction for the whole file is not
 * possible through the one pg-meta call: postgres-meta opens a connection per call (a BEGIN cannot
 * outlive its call) and caps a call's body (3 MB at the gateway), and a single statement would lose
 * the good rows on the first bad one. So Cancel stops before the next batch (the batch in flight
 * cannot be recalled: it finishes and is counted) and says exactly how many rows went in.
 */
export default function CsvImportDialog({ target, table, schema, onClose }: { target: DatabaseTarget; table?: TableDetail | undefined; schema: string; onClose: () => void }) {
  const queryClient = useQueryClient()
  const [newName, setNewName] = useState('')
  const [types, setTypes] = useState<Record<string, string>>({})
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [mapping, setMapping] = useState<Record<string, string>>({})
  const [progress, setProgress] = useState<number | null>(null)
  const [importedSoFar, setImportedSoFar] = useState(0)
  const [cancelling, setCancelling] = useState(false)
  const cancelled = useRef(false)
  const footerButton = useRef<HTMLButtonElement>(null)
  const running = progress !== null
  // The clicked 'Import rows' turns busy: the keyboard's focus goes to 'Cancel import' (then 'Close').
  useEffect(() => {
    if (running) footerButton.current?.focus()
  }, [running])
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [showSql, setShowSql] = useState(false)

  const choose = (next: File | null) => {
    setFile(next)
    setPreview(null)
    setOutcome(null)
    setProblem(null)
    if (!next) return
    Papa.parse<Record<string, string>>(next, {
      header: true,
      preview: PREVIEW_ROWS,
      skipEmptyLines: true,
      complete: (result) => {
        const headers = result.meta.fields ?? []
        if (!headers.length) return setProblem('The file has no header row.')
        setPreview({ headers, rows: result.data })
        if (table) setMapping(Object.fromEntries(headers.map((h) => [h, table.columns.some((c) => c.name === h) ? h : SKIP])))
        else {
          setMapping(Object.fromEntries(headers.map((h) => [h, h])))
          setTypes(Object.fromEntries(headers.map((h) => [h, guessType(result.data.map((r) => r[h] ?? ''))])))
          setNewName((name) => name || next.name.replace(/\.csv$/i, '').replace(/\W+/g, '_').toLowerCase())
        }
      },
      error: (error) => setProblem(error.message),
    })
  }

  const mapped = preview ? preview.headers.filter((h) => mapping[h]) : []
  const columns: RowColumn[] = table ? mapped.map((h) => table.columns.find((c) => c.name === mapping[h])!) : mapped.map((h) => ({ name: h, type: types[h] ?? 'text' }))
  const into = table ?? { schema, name: newName.trim() }

  // The new table: the CSV's columns with their types; an identity key unless the CSV has an id.
  const newTableSql = () =>
    createTableSql({
      schema,
      name: into.name,
      columns: [
        ...(mapped.includes('id') ? [] : [{ name: 'id', type: 'int8', primaryKey: true, identity: true }]),
        ...columns.map((c) => ({ name: c.name, type: c.type, primaryKey: mapped.includes('id') && c.name === 'id' })),
      ],
    })
  // 'View SQL': the statements the import runs (the first batch shown with the preview's rows).
  let sqlText: string | null = null
  if (preview && mapped.length && into.name) {
    try {
      const rows = insertRowsSql(into, columns, preview.rows.map((row) => mapped.map((h) => csvValue(row[h])))).sql
      sqlText = [
        table ? null : `${newTableSql().sql.trimEnd().replace(/;?$/, ';')}`,
        `-- The rows go in batches of ${IMPORT_BATCH_ROWS}, each its own statement; the first rows of the file:\n${rows};`,
      ]
        .filter(Boolean)
        .join('\n\n')
    } catch {
      // A name or type the builders refuse: the import itself reports it when it runs.
      sqlText = null
    }
  }

  const start = async () => {
    if (!file || !mapped.length || !into.name) return
    // Running (and cancellable) from here: a cancel while the new table is created imports no row.
    cancelled.current = false
    setCancelling(false)
    setImportedSoFar(0)
    setProblem(null)
    setProgress(0)
    if (!table) {
      try {
        await runSql(target, newTableSql())
      } catch (error) {
        setProgress(null)
        setProblem(toPgMetaError(error).message)
        return
      }
    }
    const result: Outcome = { imported: 0, errors: [] }
    let line = 0
    // The last row of the file whose fate is known (in, or failed): batches go in file order.
    let decided = 0
    // Bytes of the file read before this chunk.
    let cursor = 0
    const insert = async (rows: Record<string, string>[], firstLine: number) => {
      if (cancelled.current) return
      const values = rows.map((row) => mapped.map((h) => csvValue(row[h])))
      try {
        await runSql(target, insertRowsSql(into, columns, values))
        result.imported += rows.length
        decided = firstLine + rows.length - 1
        setImportedSoFar(result.imported)
      } catch (batchError) {
        if (rows.length === 1) {
          result.errors.push({ row: firstLine, message: toPgMetaError(batchError).message })
          decided = firstLine
          return
        }
        // Find the bad rows by halves (a few statements, not one per row): the good ones still land.
        const half = Math.ceil(rows.length / 2)
        await insert(rows.slice(0, half), firstLine)
        await insert(rows.slice(half), firstLine + half)
      }
    }
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: true,
      chunkSize: 256 * 1024,
      chunk: (chunk, parser) => {
        parser.pause()
        void (async () => {
          for (let i = 0; i < chunk.data.length && !cancelled.current; i += IMPORT_BATCH_ROWS) {
            const batch = chunk.data.slice(i, i + IMPORT_BATCH_ROWS)
            await insert(batch, line + i + 1)
            // The bar moves per batch, not per chunk of the file (a chunk holds thousands of rows).
            const done = Math.min(chunk.data.length, i + IMPORT_BATCH_ROWS) / chunk.data.length
            setProgress(Math.min(100, ((cursor + (chunk.meta.cursor - cursor) * done) / file.size) * 100))
          }
          line += chunk.data.length
          cursor = chunk.meta.cursor
          if (cancelled.current) return parser.abort()
          parser.resume()
        })()
      },
      complete: () => {
        setProgress(null)
        setCancelling(false)
        setOutcome(cancelled.current ? { ...result, cancelledAfter: decided } : result)
        void queryClient.invalidateQueries({ queryKey: table ? tableEditorKeys.table(target.projectRef, table.id) : [...tableEditorKeys.all(target.projectRef), 'tables'] })
      },
      error: (error) => {
        setProgress(null)
        setProblem(error.message)
      },
    })
  }

  const cancel = () => {
    cancelled.current = true
    setCancelling(true)
  }

  return (
    // While rows go in, Escape and the close button stop the import (the outcome stays on view).
    <Modal opened onClose={running ? cancel : onClose} closeOnClickOutside={!running} title={table ? `Import CSV into ${table.name}` : `Import CSV into a new table in ${schema}`} size="xl">
      <Stack gap="sm">
        <FileInput label="CSV file" accept=".csv,text/csv" value={file} onChange={choose} clearable disabled={progress !== null} placeholder="Choose a file" />
        {table ? null : <TextInput label="New table name" required value={newName} onChange={(e) => setNewName(e.currentTarget.value)} disabled={progress !== null || outcome !== null} />}
        {problem ? <Alert color="red">{problem}</Alert> : null}
        {preview ? (
          <>
            <Text size="sm" fw={600}>{`Preview of the first ${preview.rows.length} rows`}</Text>
            <ScrollArea type="auto">
              <Table withTableBorder fz="xs" aria-label="CSV preview">
                <Table.Thead>
                  <Table.Tr>
                    {preview.headers.map((h) => (
                      <Table.Th key={h}>
                        <Stack gap={4}>
                          <Group gap={4} wrap="nowrap">
                            <Text size="xs" fw={600}>{h}</Text>
                            <Badge size="xs" variant="light" title="Guessed type">{guessType(preview.rows.map((r) => r[h] ?? ''))}</Badge>
                          </Group>
                          {table ? (
                          <Select
                            size="xs"
                            aria-label={`Column for ${h}`}
                            data={[{ value: SKIP, label: 'Skip' }, ...table.columns.filter((c) => !c.generated).map((c) => ({ value: c.name, label: `${c.name} (${c.type})` }))]}
                            value={mapping[h] ?? SKIP}
                            allowDeselect={false}
                            onChange={(v) => setMapping((m) => ({ ...m, [h]: v ?? SKIP }))}
                            disabled={progress !== null}
                          />
                          ) : (
                            <Select size="xs" aria-label={`Type of ${h}`} data={[...COLUMN_TYPES]} value={types[h] ?? 'text'} allowDeselect={false} onChange={(v) => v && setTypes((t) => ({ ...t, [h]: v }))} disabled={progress !== null} />
                          )}
                        </Stack>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.slice(0, 5).map((row, i) => (
                    <Table.Tr key={i}>
                      {preview.headers.map((h) => (
                        <Table.Td key={h} style={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row[h]}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <Text size="xs" c="dimmed">{table ? 'Empty fields are written as NULL. Columns left out take their default.' : 'Empty fields are written as NULL. Types are guessed from the first rows; change them before importing.'}</Text>
          </>
        ) : null}
        {showSql && sqlText ? (
          <Code block aria-label="SQL to run" style={{ maxHeight: 240, overflow: 'auto' }}>
            {sqlText}
          </Code>
        ) : null}
        {progress !== null ? (
          <Stack gap={4}>
            <Progress value={progress} aria-label="Import progress" animated />
            <Text size="xs" c="dimmed" aria-live="polite">
              {cancelling ? `Stopping after the batch in flight… ${rowsText(importedSoFar)} imported so far.` : `${rowsText(importedSoFar)} imported so far.`}
            </Text>
          </Stack>
        ) : null}
        {outcome ? (
          <Alert color={outcome.errors.length || outcome.cancelledAfter !== undefined ? 'yellow' : 'green'} title={outcome.cancelledAfter === undefined ? 'Import finished' : 'Import cancelled'} role="status">
            <Text size="sm">{outcomeText(outcome)}</Text>
            {outcome.errors.length ? (
              <List size="xs" mt={4}>
                {outcome.errors.slice(0, MAX_ERRORS_SHOWN).map((e) => (
                  <List.Item key={e.row}>{`Row ${e.row}: ${e.message}`}</List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {outcome ? null : (
            <Button variant="subtle" onClick={() => setShowSql((s) => !s)} disabled={!sqlText}>
              {showSql ? 'Hide SQL' : 'View SQL'}
            </Button>
          )}
          {progress !== null ? (
            <Button ref={footerButton} variant="default" onClick={cancel}>
              Cancel import
            </Button>
          ) : (
            <Button ref={footerButton} variant="default" onClick={onClose}>
              {outcome ? 'Close' : 'Cancel'}
            </Button>
          )}
          {outcome ? null : (
            <Button onClick={() => void start()} loading={progress !== null} disabled={!mapped.length || !into.name}>
              Import rows
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
