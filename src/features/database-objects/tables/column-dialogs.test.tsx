import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Column } from '@/features/database'
import { setAccessTokenProvider } from '@/lib/http/client'
import { server } from '@mocks/node'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { AddColumnModal } from './add-column-modal'
import { ColumnEditModal } from './column-edit-modal'

const connection = { projectRef: 'acmeblogprod01', connectionString: 'postgresql://postgres@db.example.com:5432/postgres' }
const table = { id: 42, schema: 'public', name: 'posts' }
const column: Column = {
  name: 'status', type: 'text', udt: 'text', category: 'S', is_array: false, nullable: true, default_value: null,
  identity: false, generated: false, enum_values: null, is_unique: false, comment: null,
} as unknown as Column

let writes: string[]
beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
  writes = []
  server.use(
    http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      if (/^\s*alter table/.test(query)) writes.push(query)
      return HttpResponse.json([])
    }),
  )
})

describe('Add column', () => {
  it('has no remove control that would close the dialog; a free type; the default as an SQL expression with a literal helper', { timeout: 60_000 }, async () => {
    const onClose = vi.fn()
    renderWithProviders(<AddColumnModal connection={connection} table={table} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: 'Add a column to public.posts' })
    expect(screen.queryByRole('button', { name: 'Remove column 1' })).toBeNull()
    await userEvent.type(screen.getByRole('textbox', { name: 'Column 1 name' }), 'price')
    const type = screen.getByRole('combobox', { name: 'Column 1 type' })
    await userEvent.clear(type)
    await userEvent.click(type)
    await userEvent.paste('numeric(10,2)')
    const fallback = screen.getByRole('combobox', { name: 'Column 1 default' })
    await userEvent.type(fallback, '0')
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent('alter table "public"."posts" add column "price" numeric(10,2) default 0')
    await userEvent.clear(fallback)
    await userEvent.type(fallback, "it's")
    await userEvent.click(screen.getByRole('button', { name: 'Quote column 1 default as text' }))
    expect(fallback).toHaveValue("'it''s'")
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent(`alter table "public"."posts" add column "price" numeric(10,2) default 'it''s'`)
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add column' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(writes).toEqual([`alter table "public"."posts" add column "price" numeric(10,2) default 'it''s'`])
  })
})

describe('Edit column', () => {
  it('offers the same type picker (suggestions, free text, Array) and default (expression, literal helper) as Add column', { timeout: 60_000 }, async () => {
    const onClose = vi.fn()
    renderWithProviders(<ColumnEditModal connection={connection} table={table} column={column} onClose={onClose} />)
    await screen.findByRole('dialog', { name: 'Edit column status' })
    const type = screen.getByRole('combobox', { name: 'Type' })
    expect(type).toHaveValue('text')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Array' }))
    const fallback = screen.getByRole('combobox', { name: 'Default' })
    await userEvent.type(fallback, 'draft')
    await userEvent.click(screen.getByRole('button', { name: 'Quote default as text' }))
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent(
      `alter table "public"."posts" alter column "status" type text[] using "status"::text::text[], alter column "status" set default 'draft';`,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save column' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(writes).toHaveLength(1)
  })
})
