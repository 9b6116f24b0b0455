import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../test/support/render'
import type { Column } from '@/features/database/sql/tables'
import { CELL_CUT_CHARS } from '@/features/database/sql/rows'
import { RowsGrid, type RowsGridProps } from './rows-grid'

const column = (name: string, type: string, udt: string, category: string): Column => ({
  name, type, udt, category, is_array: false, nullable: true, default_value: null, identity: false, generated: false, enum_values: null, is_unique: false, comment: null,
})
const columns = [column('id', 'bigint', 'int8', 'N'), column('note', 'text', 'text', 'S'), column('doc', 'jsonb', 'jsonb', 'U')]
const rows = [
  { id: '1', note: 'first', doc: null },
  { id: '2', note: 'x'.repeat(CELL_CUT_CHARS + 1), doc: '{"a": 1}' },
]

function renderGrid(props: Partial<RowsGridProps> = {}) {
  const all: RowsGridProps = {
    columns, rows, rowOffset: 0, totalRows: 2, sort: undefined, onSort: vi.fn(), selected: new Set(), onSelect: vi.fn(), onSelectAll: vi.fn(),
    editable: true, cellSql: (row, col, text) => (text === 'bad' ? { ok: false, error: 'Enter a number' } : { ok: true, sql: `update t set ${col.name} = '${text}' where id = ${row.id}` }),
    onSaveCell: vi.fn(async () => undefined), onOpenRow: vi.fn(), ...props,
  }
  renderWithProviders(<RowsGrid {...all} />)
  return all
}

// jsdom lays nothing out: give the grid's scroll box a size so the virtualizer renders rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
})

describe('RowsGrid', () => {
  it('is an ARIA grid with the values as DOM text and NULL marked', () => {
    renderGrid()
    const grid = screen.getByRole('grid', { name: 'Rows' })
    expect(grid).toHaveAttribute('aria-rowcount', '3')
    expect(within(grid).getAllByRole('columnheader').map((h) => h.getAttribute('aria-colindex'))).toEqual(['1', '2', '3', '4'])
    const [, first, second] = within(grid).getAllByRole('row')
    expect(within(first!).getAllByRole('gridcell').map((c) => c.textContent)).toEqual(['', '1', 'first', 'NULL'])
    // A cut value shows a preview, never the whole text.
    expect(within(second!).getAllByRole('gridcell')[2]!.textContent!.length).toBeLessThan(400)
  })

  it('sorts from the header: ascending, descending, off', async () => {
    const props = renderGrid({ sort: { column: 'note', direction: 'asc' } })
    expect(screen.getByRole('button', { name: 'Sort by note' }).closest('[role="columnheader"]')).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(screen.getByRole('button', { name: 'Sort by note' }))
    expect(props.onSort).toHaveBeenCalledWith({ column: 'note', direction: 'desc' })
    await userEvent.click(screen.getByRole('button', { name: 'Sort by id' }))
    expect(props.onSort).toHaveBeenLastCalledWith({ column: 'id', direction: 'asc' })
  })

  it('edits a cell in place and keeps the typed text when the database refuses it', async () => {
    const onSaveCell = vi.fn().mockRejectedValueOnce(new Error('value too long')).mockResolvedValueOnce(undefined)
    renderGrid({ onSaveCell })
    const [, first] = screen.getAllByRole('row')
    await userEvent.dblClick(within(first!).getAllByRole('gridcell')[2]!)
    const input = screen.getByRole('textbox', { name: 'Edit note' })
    await userEvent.clear(input)
    await userEvent.type(input, 'changed{Enter}')
    expect(await screen.findByText('value too long')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Edit note' })).toHaveValue('changed')
    await userEvent.type(screen.getByRole('textbox', { name: 'Edit note' }), '{Enter}')
    expect(onSaveCell).toHaveBeenLastCalledWith(rows[0], columns[1], 'changed')
    expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument()
  })

  it('shows the SQL a cell edit will run, following the typed text, from the keyboard', async () => {
    const onSaveCell = vi.fn(async () => undefined)
    renderGrid({ onSaveCell })
    const [, first] = screen.getAllByRole('row')
    within(first!).getAllByRole('gridcell')[2]!.focus()
    await userEvent.keyboard('{Enter}')
    const input = screen.getByRole('textbox', { name: 'Edit note' })
    await userEvent.clear(input)
    await userEvent.type(input, 'new')
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'View SQL' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent("update t set note = 'new' where id = 1")
    expect(screen.getByRole('button', { name: 'Hide SQL' })).toHaveAttribute('aria-expanded', 'true')
    await userEvent.type(input, 'er')
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent("update t set note = 'newer' where id = 1")
    // Text that cannot be written has no SQL: the reason shows instead.
    await userEvent.clear(input)
    await userEvent.type(input, 'bad')
    expect(screen.queryByLabelText('SQL to run')).not.toBeInTheDocument()
    expect(screen.getByText('Enter a number')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Hide SQL' })).toBeDisabled()
    await userEvent.type(input, '{Escape}')
    expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument()
    expect(onSaveCell).not.toHaveBeenCalled()
  })

  it('writes nothing when the text is unchanged: a NULL cell left empty stays NULL', async () => {
    const onSaveCell = vi.fn(async () => undefined)
    renderGrid({ onSaveCell })
    const [, first] = screen.getAllByRole('row')
    await userEvent.dblClick(within(first!).getAllByRole('gridcell')[3]!)
    const input = screen.getByRole('textbox', { name: 'Edit doc' })
    expect(input).toHaveValue('')
    expect(input).toHaveAttribute('placeholder', 'NULL')
    expect(screen.getByRole('button', { name: 'View SQL' })).toBeDisabled()
    await userEvent.type(input, '{Enter}')
    expect(screen.queryByRole('textbox', { name: 'Edit doc' })).not.toBeInTheDocument()
    expect(onSaveCell).not.toHaveBeenCalled()
  })

  it('has one data cell in the Tab order, the last focused (roving tabindex), arrows move it', async () => {
    renderGrid()
    const tabbable = () => screen.getAllByRole('gridcell').filter((c) => c.getAttribute('tabindex') === '0')
    expect(tabbable()).toHaveLength(1)
    expect(tabbable()[0]).toHaveTextContent('1')
    tabbable()[0]!.focus()
    await userEvent.keyboard('{ArrowRight}')
    await vi.waitFor(() => expect(document.activeElement).toHaveTextContent('first'))
    expect(tabbable()).toEqual([document.activeElement])
    await userEvent.keyboard('{ArrowDown}')
    await vi.waitFor(() => expect(tabbable()[0]).toHaveAttribute('data-cell', '1:1'))
    expect(document.activeElement).toBe(tabbable()[0])
  })

  it('edits a boolean or an enum by choosing one of its values (NULL among them when allowed)', async () => {
    const onSaveCell = vi.fn(async () => undefined)
    const flag = column('flag', 'boolean', 'bool', 'B')
    const mood = { ...column('mood', 'mood', 'mood', 'E'), nullable: false, enum_values: ['happy', 'sad'] }
    renderGrid({ columns: [columns[0]!, flag, mood], rows: [{ id: '1', flag: 'true', mood: 'happy' }], onSaveCell })
    const [, first] = screen.getAllByRole('row')
    await userEvent.dblClick(within(first!).getAllByRole('gridcell')[2]!)
    const select = screen.getByRole('combobox', { name: 'Edit flag' })
    expect(select).toHaveFocus()
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['NULL', 'true', 'false'])
    await userEvent.selectOptions(select, 'false')
    await userEvent.click(screen.getByRole('button', { name: 'View SQL' }))
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent("update t set flag = 'false' where id = 1")
    select.focus()
    await userEvent.keyboard('{Enter}')
    expect(onSaveCell).toHaveBeenLastCalledWith({ id: '1', flag: 'true', mood: 'happy' }, flag, 'false')
    // A NOT NULL enum offers its values only.
    await userEvent.dblClick(within(screen.getAllByRole('row')[1]!).getAllByRole('gridcell')[3]!)
    expect(within(screen.getByRole('combobox', { name: 'Edit mood' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['happy', 'sad'])
  })

  it('opens the row panel for a cut value instead of editing a part of it', async () => {
    const props = renderGrid()
    const [, , second] = screen.getAllByRole('row')
    await userEvent.dblClick(within(second!).getAllByRole('gridcell')[2]!)
    expect(props.onOpenRow).toHaveBeenCalledWith(1)
    expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument()
  })

  it('does not edit a read-only grid', async () => {
    renderGrid({ editable: false })
    const [, first] = screen.getAllByRole('row')
    expect(within(first!).getAllByRole('gridcell')[1]).toHaveAttribute('aria-readonly', 'true')
    await userEvent.dblClick(within(first!).getAllByRole('gridcell')[2]!)
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })
})
