import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { TableDetail } from '@/features/database'
import { renderWithProviders } from '../../../../test/support/render'
import { PolicyCheckForm } from './policy-check-form'

const table = {
  id: 7, schema: 'public', name: 'notes', kind: 'r', rls_enabled: true, rows: 2, primary_key: ['id'], foreign_keys: [],
  columns: [{ name: 'id', type: 'int4' }, { name: 'owner', type: 'uuid' }],
} as unknown as TableDetail

describe('PolicyCheckForm', () => {
  it('checks the row and the claims before running, keeps what was typed, then asks with a role of its own', { timeout: 60_000 }, async () => {
    const onCheck = vi.fn()
    renderWithProviders(<PolicyCheckForm projectRef="acmeblogprod01" table={table} busy={false} onCheck={onCheck} />)
    await userEvent.click(screen.getByRole('radio', { name: /Custom claims/ }))
    const claims = screen.getByRole('textbox', { name: 'Claims (JSON)' })
    await userEvent.click(claims)
    await userEvent.paste('{"sub": ')
    await userEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(await screen.findByText(/^The claims are not valid JSON/)).toBeInTheDocument()
    expect(screen.getByText('Enter the id of the row to check')).toBeInTheDocument()
    expect(claims).toHaveValue('{"sub": ')
    expect(onCheck).not.toHaveBeenCalled()

    await userEvent.clear(claims)
    await userEvent.click(claims)
    await userEvent.paste(`{"sub": "o'brien"}`)
    await userEvent.type(screen.getByRole('textbox', { name: 'id (primary key)' }), '1')
    await userEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(onCheck).toHaveBeenCalledWith({ operation: 'select', choice: { kind: 'claims', claims: { sub: "o'brien" } }, row: { key: { id: '1' }, changes: undefined } })
  })

  it('asks an insert for its new row as a JSON object', { timeout: 60_000 }, async () => {
    const onCheck = vi.fn()
    renderWithProviders(<PolicyCheckForm projectRef="acmeblogprod01" table={table} busy={false} onCheck={onCheck} />)
    await userEvent.click(screen.getByRole('combobox', { name: 'Operation' }))
    await userEvent.click(await screen.findByRole('option', { name: 'insert' }))
    await userEvent.click(screen.getByRole('radio', { name: /^anon/ }))
    const json = screen.getByRole('textbox', { name: 'New row (JSON)' })
    await userEvent.click(json)
    await userEvent.paste('[1]')
    await userEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(await screen.findByText('Must be a JSON object, like {"column": "value"}')).toBeInTheDocument()
    await userEvent.clear(json)
    await userEvent.click(json)
    await userEvent.paste('{"id": 3}')
    await userEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(onCheck).toHaveBeenCalledWith({ operation: 'insert', choice: { kind: 'anon' }, row: { json: { id: 3 } } })
  })
})
