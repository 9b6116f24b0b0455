import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Row } from '@/features/database/api/execute-sql'
import { toPgMetaError, type PgMetaError } from '@/features/database/api/pg-meta-error'
import type { RoleChoice } from '@/features/database'
import type { ColumnTable } from '@/lib/json/column-table'
import { rowsArriving, type Ahead } from '@/lib/json/read-json-answer'
import { sqlEditorKeys } from '../api/keys'
import { cancelBackend, runSql } from '../api/run-sql'
import { resultColumns } from '../model/cells'
import { explainSql, parsePlan, type PlanNode } from '../model/explain'
import { destructiveStatements, limitRows, withAutoLimit, type ResultLimit } from '../model/statements'

export interface RunTarget {
  text: string
  /** Where the text starts in the editor's document. */
  from: number
}

export type RunKind = { type: 'query' } | { type: 'explain'; analyze: boolean }

export type RunState =
  | { status: 'idle' }
  | { status: 'running'; startedAt: number; kind: RunKind }
  | {
      status: 'rows'
      /** Grows while the rest of a big result arrives (`arriving`), painted from its first rows. */
      rows: Row[]
      /** All the result's rows; undefined while a big result's rows are still being read. */
      rowCount: number | undefined
      arriving: boolean
      columns: string[]
      /** All the rows as columns, ahead of the rows themselves, when the result is drawn as a chart. */
      table: ColumnTable | undefined
      durationMs: number
      limit: number | undefined
      receivedAt: number
      /** The role the rows were read as (CONTRACT §15). */
      role: RoleChoice | undefined
    }
  | { status: 'plan'; plan: PlanNode; durationMs: number; analyze: boolean }
  | { status: 'error'; error: PgMetaError; durationMs: number; sql: string; target: RunTarget; errorFrom: number | undefined; role: RoleChoice | undefined }
  | { status: 'cancelled'; durationMs: number }

export interface PendingConfirmation {
  target: RunTarget
  kind: RunKind
  statements: string[]
}

interface Options {
  projectRef: string
  connectionString: string | null | undefined
  limit: ResultLimit
  /** Who the editor's queries run as (CONTRACT §15). */
  role?: RoleChoice | undefined
  /**
   * The result is drawn as a chart, which needs every row: a big answer is taken as columns as soon as
   * it is parsed (the chart reads those), not its first rows, the rows following (issue 38 item 4).
   */
  chart?: boolean | undefined
}

const newApplicationName = () => `dashboard-sql-editor-${crypto.randomUUID().slice(0, 8)}`

/** Runs the editor's SQL: confirmation of destructive statements, auto limit, elapsed time, cancel, history. */
export function useSqlRun({ projectRef, connectionString, limit, role, chart = false }: Options) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<RunState>({ status: 'idle' })
  const [pending, setPending] = useState<PendingConfirmation | null>(null)
  const active = useRef<{ controller: AbortController; applicationName: string; startedAt: number } | null>(null)

  const record = useCallback(
    (sql: string, at: number, durationMs: number, rows: number | null, error: string | null) => {
      // The history's Dexie loads after the first run, not with the editor.
      import('../storage/history')
        .then(({ addHistoryEntry }) => addHistoryEntry({ projectRef, sql, at, durationMs, rows, error }))
        .then(() => queryClient.invalidateQueries({ queryKey: sqlEditorKeys.history(projectRef) }))
        .catch(() => {
          // No IndexedDB (private mode): the run still shows, it is just not kept in the history.
        })
    },
    [projectRef, queryClient],
  )

  const execute = useCallback(
    async (target: RunTarget, kind: RunKind) => {
      active.current?.controller.abort()
      const controller = new AbortController()
      const applicationName = newApplicationName()
      const startedAt = performance.now()
      const at = Date.now()
      active.current = { controller, applicationName, startedAt }
      setState({ status: 'running', startedAt, kind })
      let sql = target.text
      let offset = 0
      // The row limit applies only where the editor added it: a query's own LIMIT/FETCH is the user's (issue 32).
      let added: ResultLimit = 'none'
      if (kind.type === 'explain') {
        sql = explainSql(target.text, kind.analyze)
        offset = sql.length - target.text.replace(/;\s*$/, '').length
      } else {
        const limited = withAutoLimit(target.text, limit)
        if (limited !== undefined) [sql, added] = [limited, limit]
      }
      try {
        // Without an added limit, a big result is painted from its first rows while the others arrive
        // (issue 26), or charted from its columns before its rows are read (issue 38 item 4).
        const ahead: Ahead = kind.type === 'query' && added === 'none' ? (chart ? 'columns' : 'rows') : 'none'
        const rows = await runSql({ projectRef, connectionString, query: sql, applicationName, signal: controller.signal, ahead, role })
        if (active.current?.controller !== controller) return
        // For the benchmark: the rows are in the page (the chart's own time starts here).
        performance.mark('sql-editor:rows-received')
        const durationMs = Math.round(performance.now() - startedAt)
        // Only an early answer (a query without an added limit) can still be arriving.
        const arrival = rowsArriving(rows)
        if (kind.type === 'explain') {
          setState({ status: 'plan', plan: parsePlan(rows), durationMs, analyze: kind.analyze })
        } else {
          // The added limit asked for one row more: the note says so only when rows were really cut.
          const shown = limitRows(rows, added)
          setState({
            status: 'rows',
            rows: shown.rows,
            rowCount: arrival ? arrival.count : shown.rows.length,
            arriving: arrival !== undefined,
            columns: arrival?.table?.names ?? resultColumns(shown.rows),
            table: arrival?.table,
            durationMs,
            limit: shown.cut && added !== 'none' ? added : undefined,
            receivedAt: performance.now(),
            role,
          })
        }
        const counted = (count: number) => record(target.text, at, durationMs, kind.type === 'query' ? count : null, null)
        if (!arrival) counted(rows.length)
        else {
          const arrived = (count: number) => {
            setState((now) => (now.status === 'rows' && now.rows === rows ? { ...now, rowCount: rows.length, arriving: false } : now))
            counted(count)
          }
          arrival.done.then(arrived, () => arrived(rows.length))
        }
      } catch (error) {
        if (active.current?.controller !== controller) return
        const durationMs = Math.round(performance.now() - startedAt)
        const pgError = toPgMetaError(error)
        const position = pgError.position === undefined ? undefined : pgError.position - 1 - offset
        setState({
          status: 'error',
          error: pgError,
          durationMs,
          sql,
          target,
          errorFrom: position !== undefined && position >= 0 && position <= target.text.length ? target.from + position : undefined,
          role,
        })
        record(target.text, at, durationMs, null, pgError.message)
      } finally {
        if (active.current?.controller === controller) active.current = null
      }
    },
    [connectionString, limit, projectRef, record, role, chart],
  )

  /** Runs, or asks first when the text holds a destructive statement. */
  const run = useCallback(
    (target: RunTarget, kind: RunKind = { type: 'query' }) => {
      if (!target.text.trim()) return
      const checked = kind.type === 'explain' && !kind.analyze ? '' : target.text
      const statements = destructiveStatements(checked)
      if (statements.length > 0) setPending({ target, kind, statements })
      else void execute(target, kind)
    },
    [execute],
  )

  const confirm = useCallback(() => {
    if (!pending) return
    setPending(null)
    void execute(pending.target, pending.kind)
  }, [execute, pending])

  const cancel = useCallback(() => {
    const running = active.current
    if (!running) return
    active.current = null
    running.controller.abort()
    setState({ status: 'cancelled', durationMs: Math.round(performance.now() - running.startedAt) })
    // The aborted request leaves the statement running in Postgres: cancel its backend too.
    cancelBackend({ projectRef, connectionString, applicationName: running.applicationName }).catch(() => {})
  }, [connectionString, projectRef])

  return { state, run, pending, confirm, dismiss: () => setPending(null), cancel }
}
