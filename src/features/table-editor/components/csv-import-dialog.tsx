import { Alert, Badge, Button, FileInput, Group, List, Modal, Progress, ScrollArea, Select, Stack, Table, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import Papa from 'papaparse'
import { useState } from 'react'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import type { TableDetail } from '@/features/database/sql/tables'
import { insertRowsSql } from '@/features/database/sql/writes'
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
}

/** Imports a CSV into the open table: preview, column mapping, streamed batches, per-row errors. */
export default function CsvImportDialog({ target, table, onClose }: { target: DatabaseTarget; table: TableDetail; onClose: () => void }) {
  const queryClient = useQueryClient()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [mapping, setMapping] = useState<Record<string, string>>({})
  const [progress, setProgress] = useState<number | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

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
        setMapping(Object.fromEntries(headers.map((h) => [h, table.columns.some((c) => c.name === h) ? h : SKIP])))
      },
      error: (error) => setProblem(error.message),
    })
  }

  const mapped = preview ? preview.headers.filter((h) => mapping[h]) : []
  const columns = mapped.map((h) => table.columns.find((c) => c.name === mapping[h])!)

  const start = () => {
    if (!file || !mapped.length) return
    const result: Outcome = { imported: 0, errors: [] }
    let line = 0
    setProgress(0)
    const insert = async (rows: Record<string, string>[], firstLine: number) => {
      const values = rows.map((row) => mapped.map((h) => csvValue(row[h])))
      try {
        await runSql(target, insertRowsSql(table, columns, values))
        result.imported += rows.length
      } catch (batchError) {
        if (rows.length === 1) {
          result.errors.push({ row: firstLine, message: toPgMetaError(batchError).message })
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
          for (let i = 0; i < chunk.data.length; i += IMPORT_BATCH_ROWS) {
            const batch = chunk.data.slice(i, i + IMPORT_BATCH_ROWS)
            await insert(batch, line + i + 1)
          }
          line += chunk.data.length
          setProgress(Math.min(100, (chunk.meta.cursor / file.size) * 100))
          parser.resume()
        })()
      },
      complete: () => {
        setProgress(null)
        setOutcome(result)
        void queryClient.invalidateQueries({ queryKey: tableEditorKeys.table(target.projectRef, table.id) })
      },
      error: (error) => {
        setProgress(null)
        setProblem(error.message)
      },
    })
  }

  return (
    <Modal opened onClose={progress === null ? onClose : () => undefined} title={`Import CSV into ${table.name}`} size="xl">
      <Stack gap="sm">
        <FileInput label="CSV file" accept=".csv,text/csv" value={file} onChange={choose} clearable disabled={progress !== null} placeholder="Choose a file" />
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
                          <Select
                            size="xs"
                            aria-label={`Column for ${h}`}
                            data={[{ value: SKIP, label: 'Skip' }, ...table.columns.filter((c) => !c.generated).map((c) => ({ value: c.name, label: `${c.name} (${c.type})` }))]}
                            value={mapping[h] ?? SKIP}
                            allowDeselect={false}
                            onChange={(v) => setMapping((m) => ({ ...m, [h]: v ?? SKIP }))}
                            disabled={progress !== null}
                          />
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
            <Text size="xs" c="dimmed">Empty fields are written as NULL. Columns left out take their default.</Text>
          </>
        ) : null}
        {progress !== null ? <Progress value={progress} aria-label="Import progress" animated /> : null}
        {outcome ? (
          <Alert color={outcome.errors.length ? 'yellow' : 'green'} title="Import finished" role="status">
            <Text size="sm">{`Imported ${formatCount(outcome.imported)} ${outcome.imported === 1 ? 'row' : 'rows'}.${outcome.errors.length ? ` ${formatCount(outcome.errors.length)} ${outcome.errors.length === 1 ? 'row' : 'rows'} failed.` : ''}`}</Text>
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
          <Button variant="default" onClick={onClose} disabled={progress !== null}>
            {outcome ? 'Close' : 'Cancel'}
          </Button>
          {outcome ? null : (
            <Button onClick={start} loading={progress !== null} disabled={!mapped.length}>
              Import rows
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
