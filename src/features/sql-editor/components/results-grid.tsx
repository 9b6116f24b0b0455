import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { Row } from '@/features/database/api/execute-sql'
import { cellKind, cellText, LONG_TEXT_LENGTH } from '../model/cells'
import classes from './results-grid.module.css'

const ROW_HEIGHT = 30
const ROW_NUMBER_WIDTH = 64
const MIN_WIDTH = 60
const MAX_DEFAULT_WIDTH = 360

export interface ActiveCell {
  row: number
  col: number
}

interface ResultsGridProps {
  columns: string[]
  rows: readonly Row[]
  active: ActiveCell | null
  onActiveChange: (cell: ActiveCell) => void
  /** Enter or double click: the full value in a viewer. */
  onOpenCell: (cell: ActiveCell) => void
  onCopyCell: (cell: ActiveCell) => void
}

function defaultWidth(column: string, rows: readonly Row[]) {
  let longest = column.length
  for (const row of rows.slice(0, 30)) longest = Math.max(longest, Math.min(cellText(row[column]).length, 60))
  return Math.min(MAX_DEFAULT_WIDTH, Math.max(MIN_WIDTH + 20, longest * 7.5 + 20))
}

/**
 * The result as an ARIA grid, virtualized with TanStack Virtual (headless: our own DOM, so every cell
 * is real text for screen readers and tests; only the visible rows plus a few are mounted).
 */
export function ResultsGrid({ columns, rows, active, onActiveChange, onOpenCell, onCopyCell }: ResultsGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const [widths, setWidths] = useState<number[]>(() => columns.map((c) => defaultWidth(c, rows)))
  const totalWidth = ROW_NUMBER_WIDTH + widths.reduce((a, b) => a + b, 0)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // A few rows beyond the viewport: each one mounted is work in the frame that scrolls to it.
    overscan: 6,
    // The sticky header sits above the first row.
    scrollPaddingStart: ROW_HEIGHT,
    paddingStart: ROW_HEIGHT,
  })
  const focusPending = useRef(false)

  const move = useCallback(
    (cell: ActiveCell) => {
      const next = {
        row: Math.max(0, Math.min(rows.length - 1, cell.row)),
        col: Math.max(0, Math.min(columns.length - 1, cell.col)),
      }
      focusPending.current = true
      virtualizer.scrollToIndex(next.row, { align: 'auto' })
      onActiveChange(next)
    },
    [columns.length, rows.length, onActiveChange, virtualizer],
  )

  useEffect(() => {
    if (!focusPending.current || !active) return
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`)
    if (cell) {
      focusPending.current = false
      cell.focus({ preventScroll: true })
    }
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = active ?? { row: 0, col: 0 }
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 300) / ROW_HEIGHT) - 1)
    const mod = event.ctrlKey || event.metaKey
    const moves: Record<string, ActiveCell | undefined> = {
      ArrowDown: { ...current, row: current.row + 1 },
      ArrowUp: { ...current, row: current.row - 1 },
      ArrowRight: { ...current, col: current.col + 1 },
      ArrowLeft: { ...current, col: current.col - 1 },
      PageDown: { ...current, row: current.row + page },
      PageUp: { ...current, row: current.row - page },
      Home: mod ? { row: 0, col: 0 } : { ...current, col: 0 },
      End: mod ? { row: rows.length - 1, col: columns.length - 1 } : { ...current, col: columns.length - 1 },
    }
    const target = moves[event.key]
    if (target) {
      event.preventDefault()
      move(target)
    } else if (event.key === 'Enter' && active) {
      event.preventDefault()
      onOpenCell(active)
    } else if (mod && event.key.toLowerCase() === 'c' && active && !window.getSelection()?.toString()) {
      event.preventDefault()
      onCopyCell(active)
    }
  }

  const startResize = (index: number) => (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault()
    const startX = event.clientX
    const startWidth = widths[index]!
    const onMove = (e: globalThis.PointerEvent) =>
      setWidths((w) => w.map((v, i) => (i === index ? Math.max(MIN_WIDTH, startWidth + e.clientX - startX) : v)))
    const onUp = () => {
      window.removeEventListener('pointermove', onMove)
      window.removeEventListener('pointerup', onUp)
    }
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerup', onUp)
  }
  const resizeByKey = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === 'ArrowRight' ? 20 : event.key === 'ArrowLeft' ? -20 : 0
    if (!delta) return
    event.preventDefault()
    event.stopPropagation()
    setWidths((w) => w.map((v, i) => (i === index ? Math.max(MIN_WIDTH, v + delta) : v)))
  }

  const items = virtualizer.getVirtualItems()
  const numberColumns = useMemo(() => columns.map((c) => rows.slice(0, 20).every((r) => cellKind(r[c]) !== 'text' && cellKind(r[c]) !== 'json')), [columns, rows])

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label="Query result"
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1}
      className={classes.grid}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        const cell = cellAt(event.target)
        if (cell) onActiveChange(cell)
      }}
      onDoubleClick={(event) => {
        const cell = cellAt(event.target)
        if (cell) onOpenCell(cell)
      }}
      tabIndex={active ? -1 : 0}
      onFocus={(event) => {
        if (event.target === scrollRef.current && !active && rows.length > 0) move({ row: 0, col: 0 })
      }}
    >
      <div style={{ height: virtualizer.getTotalSize(), width: totalWidth, position: 'relative' }}>
        <div role="row" aria-rowindex={1} className={classes.header} style={{ width: totalWidth }}>
          <div role="columnheader" className={`${classes.headerCell} ${classes.rowNumber}`} style={{ width: ROW_NUMBER_WIDTH }}>
            #
          </div>
          {columns.map((column, index) => (
            <div
              key={`${column}-${index}`}
              role="columnheader"
              aria-colindex={index + 2}
              className={classes.headerCell}
              style={{ width: widths[index] }}
              title={column}
            >
              {column}
              {/* A focusable separator is ARIA's splitter pattern: arrows resize, the pointer drags. */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
              <div
                role="separator"
                aria-orientation="vertical"
                aria-label={`Resize column ${column}`}
                aria-valuenow={Math.round(widths[index]!)}
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                className={classes.resizer}
                onPointerDown={startResize(index)}
                onKeyDown={resizeByKey(index)}
              />
            </div>
          ))}
        </div>
        {items.map((item) => (
          <GridRow
            key={item.key}
            index={item.index}
            start={item.start}
            row={rows[item.index]!}
            columns={columns}
            widths={widths}
            totalWidth={totalWidth}
            numberColumns={numberColumns}
            activeCol={active?.row === item.index ? active.col : -1}
          />
        ))}
      </div>
    </div>
  )
}

/** The cell an event happened in (clicks are handled once, on the grid, for every cell). */
function cellAt(target: EventTarget): ActiveCell | null {
  const cell = target instanceof Element ? target.closest<HTMLElement>('[data-cell]') : null
  const [row, col] = (cell?.dataset.cell ?? '').split(':').map(Number)
  return row === undefined || col === undefined || Number.isNaN(row) || Number.isNaN(col) ? null : { row, col }
}

interface GridRowProps {
  index: number
  start: number
  row: Row
  columns: string[]
  widths: number[]
  totalWidth: number
  numberColumns: boolean[]
  /** The active cell's column when it is in this row, else -1. */
  activeCol: number
}

/**
 * One row, memoized: moving the active cell re-renders the two rows concerned, and scrolling mounts
 * only the rows that come into view (the others keep their DOM and their formatted text).
 */
const GridRow = memo(function GridRow({ index, start, row, columns, widths, totalWidth, numberColumns, activeCol }: GridRowProps) {
  return (
    <div role="row" aria-rowindex={index + 2} className={classes.row} style={{ transform: `translateY(${start}px)`, width: totalWidth }}>
      <div role="rowheader" className={`${classes.cell} ${classes.rowNumber}`} style={{ width: ROW_NUMBER_WIDTH }}>
        {index + 1}
      </div>
      {columns.map((column, col) => {
        const value = row[column]
        const kind = cellKind(value)
        const text = cellText(value)
        const isActive = activeCol === col
        return (
          // The grid handles the keyboard and the pointer for every cell (roving focus), as ARIA's grid pattern does.
          <div
            key={col}
            role="gridcell"
            aria-colindex={col + 2}
            aria-selected={isActive}
            data-cell={`${index}:${col}`}
            data-null={kind === 'null' || undefined}
            tabIndex={isActive ? 0 : -1}
            className={`${classes.cell}${kind === 'null' ? ` ${classes.null}` : ''}${numberColumns[col] ? ` ${classes.number}` : ''}${isActive ? ` ${classes.active}` : ''}`}
            style={{ width: widths[col] }}
          >
            {text.length > LONG_TEXT_LENGTH ? `${text.slice(0, LONG_TEXT_LENGTH)}…` : text}
          </div>
        )
      })}
    </div>
  )
})
