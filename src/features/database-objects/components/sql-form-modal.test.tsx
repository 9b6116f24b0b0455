import { TextInput } from '@mantine/core'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { ApiError } from '@/lib/http/errors'
import { renderWithProviders } from '../../../../test/support/render'
import type { BuiltSql } from '../api/run-built-sql'
import { SqlFormModal, type SqlFormQuestion } from './sql-form-modal'

const LONG_ERROR = `ERROR:  42601: syntax error at or near "${'x'.repeat(300)}"\nLINE 1: select ${'x'.repeat(300)}\n               ^`

/** A dialog as the Database pages write one: its field and its builder, nothing else. */
function NameDialog({ onRun, error = null, askFirst = null, preview }: { onRun: (built: BuiltSql<unknown>) => void; error?: unknown; askFirst?: SqlFormQuestion | null; preview?: (built: BuiltSql<unknown>) => string }) {
  const [name, setName] = useState('')
  return (
    <SqlFormModal
      title="Create thing"
      submitLabel="Create thing"
      build={() => {
        if (!name.trim()) return 'Enter a name for the thing.'
        if (name.includes(';')) throw new Error(`Not a name: ${name}`)
        return { sql: `create thing "${name}";`, schema: z.unknown() }
      }}
      preview={preview}
      askFirst={askFirst}
      saving={false}
      error={error}
      onRun={onRun}
      onClose={() => {}}
    >
      {(submitted) => <TextInput label="Name" value={name} error={submitted && !name ? 'Enter a name' : undefined} onChange={(e) => setName(e.currentTarget.value)} />}
    </SqlFormModal>
  )
}

describe('SqlFormModal: form, SQL, run', () => {
  it('shows what is missing only once submitted, then the SQL as typed, and runs the built statement', async () => {
    const onRun = vi.fn()
    renderWithProviders(<NameDialog onRun={onRun} />)
    const dialog = await screen.findByRole('dialog', { name: 'Create thing' })
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Create thing' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name for the thing.')
    expect(screen.getByText('Enter a name')).toBeInTheDocument()
    expect(onRun).not.toHaveBeenCalled()
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'a;b')
    expect(screen.getByRole('alert')).toHaveTextContent('Not a name: a;b')
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'widgets')
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent('create thing "widgets";')
    await userEvent.click(screen.getByRole('button', { name: 'Create thing' }))
    expect(onRun).toHaveBeenCalledWith({ sql: 'create thing "widgets";', schema: expect.anything() })
    expect(dialog).toBeInTheDocument()
  })

  it("wraps the database's error instead of cutting it off, with the fields kept as typed", async () => {
    const error = new ApiError({ message: 'syntax error', code: 400, body: { message: 'syntax error', formattedError: LONG_ERROR } })
    renderWithProviders(<NameDialog onRun={() => {}} error={error} />)
    const shown = (await screen.findByText(/syntax error at or near/)).closest('pre')!
    expect(shown).toHaveStyle({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })
  })

  it('shows the preview it is given (a password masked) while running the real statement', async () => {
    const onRun = vi.fn()
    renderWithProviders(<NameDialog onRun={onRun} preview={(built) => built.sql.replace(/"[^"]*"/, '"********"')} />)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'secret')
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent('create thing "********";')
    expect(screen.getByRole('dialog', { name: 'Create thing' })).not.toHaveTextContent('secret')
    await userEvent.click(screen.getByRole('button', { name: 'Create thing' }))
    expect(onRun).toHaveBeenCalledWith(expect.objectContaining({ sql: 'create thing "secret";' }))
  })

  it('asks its question first: cancel keeps the form, confirm runs', async () => {
    const onRun = vi.fn()
    renderWithProviders(<NameDialog onRun={onRun} askFirst={{ title: 'Really?', message: 'Are you sure?', confirmLabel: 'Do it' }} />)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'widgets')
    await userEvent.click(screen.getByRole('button', { name: 'Create thing' }))
    const question = await screen.findByRole('dialog', { name: 'Really?' })
    expect(question).toHaveTextContent('Are you sure?')
    expect(onRun).not.toHaveBeenCalled()
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(onRun).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('widgets')
    await userEvent.click(screen.getByRole('button', { name: 'Create thing' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Do it' }))
    expect(onRun).toHaveBeenCalledWith(expect.objectContaining({ sql: 'create thing "widgets";' }))
  })
})

describe('SqlFormModal: changing an object', () => {
  it('shows the current definition beside the SQL that replaces it', () => {
    renderWithProviders(
      <SqlFormModal
        title="Edit thing"
        submitLabel="Save thing"
        build={() => ({ sql: 'create or replace thing "b";', schema: z.unknown() })}
        current={'create thing "a";'}
        saving={false}
        error={null}
        onRun={() => {}}
        onClose={() => {}}
      >
        {null}
      </SqlFormModal>,
    )
    expect(screen.getByLabelText('Current definition')).toHaveTextContent('create thing "a";')
    expect(screen.getByLabelText('SQL to run')).toHaveTextContent('create or replace thing "b";')
  })
})
