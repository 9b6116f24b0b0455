import { ActionIcon, Button, Checkbox, Code, Group, Menu, NativeSelect, Popover, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconDotsVertical } from '@tabler/icons-react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { isCut, type Column, type Sort } from '@/features/database'
import { isBooleanColumn, isTextColumn } from '../cell-value'
import type { GridRow } from '../api/rows-query'
import classes from './rows-grid.module.css'

const ROW_HEIGHT = 34
const HEADER_HEIGHT = 38
const SELECT_WIDTH = 44
const COLUMN_WIDTH = 200
const PREVIEW_CHARS = 300

/** The statement a cell edit runs, or why the typed text cannot be written. */
export type CellSql = { ok: true; sql: string } | { ok: false; error: string }

export type ColumnAction = 'sort-asc' | 'sort-desc' | 'rename' | 'type' | 'drop'

export interface RowsGridProps {
  columns: readonly Column[]
  rows: readonly GridRow[]
  /** Rows before this page, for aria-rowindex. */
  rowOffset: number
  /** The rows on view are the previous page's while another loads. */
  busy?: boolean | undefined
  totalRows: number | undefined
  sort: Sort | undefined
  onSort: (sort: Sort | undefined) => void
  selected: ReadonlySet<number>
  onSelect: (index: number, selected: boolean) => void
  onSelectAll: (selected: boolean) => void
  editable: boolean
  onColumnAction?: ((column: Column, action: ColumnAction) => void) | undefined
  /** The SQL that saving this text into the cell runs (shown by the editor's 'View SQL'). */
  cellSql: (row: GridRow, column: Column, text: string) => CellSql
  /** Saves one cell typed in place; rejects with the database's message (the typed text stays). */
  onSaveCell: (row: GridRow, column: Column, text: string) => Promise<void>
  /** Opens the row in the side panel (for values cut in the query or too big to edit in place). */
  onOpenRow: (index: number) => void
}

const display = (value: string | null) => (value === null ? null : value.length > PREVIEW_CHARS ? `${value.slice(0, PREVIEW_CHARS)}…` : value)

/** The rows as an ARIA grid (real DOM text), virtualized both ways; a cell edits in place on Enter or double-click. */
export function RowsGrid(props: RowsGridProps) {
  const { columns, rows, rowOffset, sort, onSort, selected, onSelect, onSelectAll, editable } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  // The cell being edited and what was typed so far: kept here, so a cell scrolled out of the DOM
  // (virtualized) and back keeps the typed text and the database's error.
  const [editing, setEditing] = useState<{ row: number; col: number; draft: Draft } | null>(null)
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1200, height: 640 },
  })
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COLUMN_WIDTH,
    overscan: 2,
    initialRect: { width: 1200, height: 640 },
  })
  const virtualColumns = columnVirtualizer.getVirtualItems()
  const virtualRows = rowVirtualizer.getVirtualItems()
  // Roving tabindex (the ARIA grid pattern): one data cell is in the Tab order, the last one focused,
  // or the first on view when that one has scrolled out of the DOM; arrows move from there.
  const [active, setActive] = useState({ row: 0, col: 0 })
  const activeOnView = virtualRows.some((vr) => vr.index === active.row) && virtualColumns.some((vc) => vc.index === active.col)
  const tabStop = activeOnView ? active : { row: virtualRows[0]?.index ?? 0, col: virtualColumns[0]?.index ?? 0 }
  const width = SELECT_WIDTH + columnVirtualizer.getTotalSize()
  const allSelected = rows.length > 0 && selected.size === rows.length

  const focusCell = (row: number, col: number) => {
    const r = Math.max(0, Math.min(rows.length - 1, row))
    const c = Math.max(0, Math.min(columns.length - 1, col))
    rowVirtualizer.scrollToIndex(r)
    columnVirtualizer.scrollToIndex(c)
    requestAnimationFrame(() => scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${r}:${c}"]`)?.focus())
  }

  const onCellKeyDown = (event: KeyboardEvent<HTMLDivElement>, row: number, col: number) => {
    if (editing) return
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      focusCell(row + move[0], col + move[1])
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault()
      startEdit(row, col)
    }
  }

  const startEdit = (row: number, col: number) => {
    const column = columns[col]!
    if (!editable || column.generated) return
    if (isCut(rows[row]![column.name] ?? null)) props.onOpenRow(row)
    else setEditing({ row, col, draft: { text: rows[row]![column.name] ?? '', error: null, showSql: false } })
  }

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label="Rows"
      aria-rowcount={props.totalRows === undefined ? -1 : props.totalRows + 1}
      aria-colcount={columns.length + 1}
      aria-multiselectable={editable || undefined}
      aria-busy={props.busy || undefined}
      className={classes.grid}
      style={props.busy ? { opacity: 0.6 } : undefined}
    >
      <div style={{ width, height: HEADER_HEIGHT + rowVirtualizer.getTotalSize(), position: 'relative' }}>
        <div role="row" aria-rowindex={1} className={classes.header} style={{ width, height: HEADER_HEIGHT }}>
          <div role="columnheader" aria-colindex={1} className={classes.selectCell} style={{ width: SELECT_WIDTH, height: HEADER_HEIGHT }}>
            {editable ? <Checkbox size="xs" aria-label="Select all rows" checked={allSelected} indeterminate={selected.size > 0 && !allSelected} onChange={(e) => onSelectAll(e.currentTarget.checked)} /> : null}
          </div>
          {virtualColumns.map((vc) => {
            const column = columns[vc.index]!
            const sorted = sort?.column === column.name ? sort.direction : undefined
            return (
              <div
                key={column.name}
                role="columnheader"
                aria-colindex={vc.index + 2}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                className={classes.headerCell}
                style={{ left: SELECT_WIDTH + vc.start, width: vc.size, height: HEADER_HEIGHT }}
              >
                <UnstyledButton
                  className={classes.sortButton}
                  aria-label={`Sort by ${column.name}`}
                  title={`${column.name} (${column.type})`}
                  onClick={() => onSort(sorted === 'asc' ? { column: column.name, direction: 'desc' } : sorted === 'desc' ? undefined : { column: column.name, direction: 'asc' })}
                >
                  <Text span size="sm" fw={600} truncate>
                    {column.name}
                  </Text>
                  <Text span size="xs" c="dimmed" truncate aria-hidden>
                    {column.type}
                  </Text>
                  {sorted === 'asc' ? <IconArrowUp size={14} aria-hidden /> : sorted === 'desc' ? <IconArrowDown size={14} aria-hidden /> : null}
                </UnstyledButton>
                {props.onColumnAction ? (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" size="sm" aria-label={`Column ${column.name} actions`}>
                        <IconDotsVertical size={14} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => props.onColumnAction!(column, 'sort-asc')}>Sort ascending</Menu.Item>
                      <Menu.Item onClick={() => props.onColumnAction!(column, 'sort-desc')}>Sort descending</Menu.Item>
                      <Menu.Divider />
                      <Menu.Item onClick={() => props.onColumnAction!(column, 'rename')}>Rename column</Menu.Item>
                      <Menu.Item onClick={() => props.onColumnAction!(column, 'type')}>Change type</Menu.Item>
                      <Menu.Item color="red" onClick={() => props.onColumnAction!(column, 'drop')}>
                        Drop column
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                ) : null}
              </div>
            )
          })}
        </div>
        {virtualRows.map((vr) => {
          const row = rows[vr.index]!
          const isSelected = selected.has(vr.index)
          return (
            <div
              key={vr.index}
              role="row"
              aria-rowindex={rowOffset + vr.index + 2}
              aria-selected={editable ? isSelected : undefined}
              className={classes.row}
              data-selected={isSelected || undefined}
              style={{ top: HEADER_HEIGHT + vr.start, width, height: ROW_HEIGHT }}
            >
              <div role="gridcell" aria-colindex={1} className={classes.selectCell} style={{ width: SELECT_WIDTH, height: ROW_HEIGHT }}>
                {editable ? <Checkbox size="xs" aria-label={`Select row ${rowOffset + vr.index + 1}`} checked={isSelected} onChange={(e) => onSelect(vr.index, e.currentTarget.checked)} /> : null}
              </div>
              {virtualColumns.map((vc) => {
                const column = columns[vc.index]!
                const value = row[column.name] ?? null
                const isEditing = editing?.row === vr.index && editing.col === vc.index
                return (
                  <div
                    key={column.name}
                    role="gridcell"
                    aria-colindex={vc.index + 2}
                    aria-readonly={!editable || column.generated || undefined}
                    tabIndex={tabStop.row === vr.index && tabStop.col === vc.index ? 0 : -1}
                    onFocus={(event) => {
                      if (event.target === event.currentTarget) setActive({ row: vr.index, col: vc.index })
                    }}
                    data-cell={`${vr.index}:${vc.index}`}
                    data-column={column.name}
                    data-editing={isEditing || undefined}
                    className={classes.cell}
                    style={{ left: SELECT_WIDTH + vc.start, width: vc.size, height: ROW_HEIGHT }}
                    onKeyDown={(event) => onCellKeyDown(event, vr.index, vc.index)}
                    onDoubleClick={() => startEdit(vr.index, vc.index)}
                  >
                    {isEditing ? (
                      <CellEditor
                        column={column}
                        initial={value}
                        draft={editing.draft}
                        onDraft={(draft) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...draft } } : e))}
                        sqlFor={(text) => props.cellSql(row, column, text)}
                        onCancel={() => {
                          setEditing(null)
                          focusCell(vr.index, vc.index)
                        }}
                        onSave={async (text) => {
                          await props.onSaveCell(row, column, text)
                          setEditing(null)
                          focusCell(vr.index, vc.index)
                        }}
                      />
                    ) : value === null ? (
                      <Text span size="sm" c="dimmed" fs="italic">
                        NULL
                      </Text>
                    ) : (
                      <Text span size="sm" truncate title={isCut(value) ? 'Cut for display: open the row to see the whole value' : undefined}>
                        {display(value)}
                      </Text>
                    )}
                  </div>
                )
              })}
            </div>
          )
        })}
      </div>
    </div>
  )
}

/**
 * The in-place editor: the input stays in the cell; the hint, the database's error and the SQL to
 * run open below it in a popover (a cell is one line high and clips its content). 'View SQL' is the
 * input's right section, the next stop after the input for the keyboard.
 */
interface Draft {
  text: string
  error: string | null
  showSql: boolean
}

function CellEditor(props: {
  column: Column
  initial: string | null
  draft: Draft
  onDraft: (draft: Partial<Draft>) => void
  sqlFor: (text: string) => CellSql
  onSave: (text: string) => Promise<void>
  onCancel: () => void
}) {
  const { column, initial, sqlFor, onSave, onCancel, onDraft } = props
  const { text, error, showSql } = props.draft
  const setText = (value: string) => onDraft({ text: value })
  const setError = (value: string | null) => onDraft({ error: value })
  const [saving, setSaving] = useState(false)
  const field = useRef<HTMLInputElement | HTMLSelectElement | null>(null)
  const sqlId = useId()
  useEffect(() => field.current?.focus(), [])
  // A boolean or an enum is chosen from its values (NULL among them where the column allows it).
  const choices = isBooleanColumn(column) ? ['true', 'false'] : column.enum_values && !column.is_array ? column.enum_values : null
  // Unchanged text writes nothing: a NULL cell opened and left empty stays NULL (not '').
  const changed = text !== (initial ?? '')
  const built: CellSql = changed ? sqlFor(text) : { ok: false, error: '' }
  const save = async () => {
    if (!changed) return onCancel()
    setSaving(true)
    setError(null)
    try {
      await onSave(text)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setSaving(false)
    }
  }
  const keys = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation()
    if (event.key === 'Escape') onCancel()
  }
  const onFieldKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    keys(event)
    if (event.key === 'Enter') {
      event.preventDefault()
      void save()
    }
  }
  const sqlButton = (
    <Button size="compact-xs" variant="subtle" aria-expanded={showSql} aria-controls={sqlId} disabled={!built.ok} onClick={() => onDraft({ showSql: !showSql })} onKeyDown={keys}>
      {showSql ? 'Hide SQL' : 'View SQL'}
    </Button>
  )
  return (
    <Popover opened position="bottom-start" width={420} withinPortal withRoles={false} trapFocus={false} returnFocus={false} closeOnEscape={false} closeOnClickOutside={false} shadow="md">
      <Popover.Target>
        <div className={classes.editor}>
          {choices ? (
            <Group gap={4} wrap="nowrap">
              <NativeSelect
                size="xs"
                flex={1}
                ref={(element) => {
                  field.current = element
                }}
                aria-label={`Edit ${column.name}`}
                aria-invalid={error !== null || undefined}
                value={text}
                data={[...(column.nullable || initial === null ? [{ value: '', label: 'NULL' }] : []), ...choices]}
                disabled={saving}
                onChange={(event) => setText(event.currentTarget.value)}
                onKeyDown={onFieldKeyDown}
              />
              {sqlButton}
            </Group>
          ) : (
            <TextInput
              size="xs"
              ref={(element) => {
                field.current = element
              }}
              aria-label={`Edit ${column.name}`}
              aria-invalid={error !== null || (changed && !built.ok)}
              value={text}
              placeholder={initial === null ? 'NULL' : undefined}
              disabled={saving}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={onFieldKeyDown}
              rightSectionWidth={84}
              rightSection={sqlButton}
            />
          )}
        </div>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Stack gap={6}>
          {error ? (
            <Text size="xs" c="red" role="alert" style={{ whiteSpace: 'pre-wrap' }}>
              {error}
            </Text>
          ) : !built.ok && built.error ? (
            <Text size="xs" c="red">
              {built.error}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {isTextColumn(column) ? 'Enter to save, Escape to cancel. Empty text is saved as an empty string; set NULL in the row panel.' : 'Enter to save, Escape to cancel.'}
          </Text>
          {showSql && built.ok ? (
            <Code block id={sqlId} aria-label="SQL to run" style={{ maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {built.sql}
            </Code>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
