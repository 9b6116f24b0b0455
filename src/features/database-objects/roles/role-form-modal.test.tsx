import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../test/support/render'
import { RoleFormModal } from './role-form-modal'

const PASSWORD = 'correct-Horse-battery-staple-42'
/** No role yet: the dialog creates one. */
const creating = null

const open = () => {
  const onSave = vi.fn()
  renderWithProviders(<RoleFormModal role={creating} saving={false} error={null} onSave={onSave} onClose={() => {}} />)
  return onSave
}

describe('Create role', () => {
  it('masks the password in the SQL preview and sends the real one', { timeout: 60_000 }, async () => {
    const onSave = open()
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'reporter')
    await userEvent.click(screen.getByLabelText('Password', { exact: true }))
    await userEvent.paste(PASSWORD)
    const preview = screen.getByLabelText('SQL to run')
    expect(preview).toHaveTextContent(`create role "reporter" with LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS CONNECTION LIMIT -1 PASSWORD '********';`)
    expect(preview).not.toHaveTextContent(PASSWORD)
    await userEvent.click(screen.getByRole('button', { name: 'Create role' }))
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ sql: expect.stringContaining(`PASSWORD '${PASSWORD}'`) }))
  })

  it('asks first before creating a role that can log in without a password', async () => {
    const onSave = open()
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'reporter')
    expect(screen.getByRole('checkbox', { name: 'Can log in' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Create role' }))
    const question = await screen.findByRole('dialog', { name: 'Create a login role without a password?' })
    expect(onSave).not.toHaveBeenCalled()
    await userEvent.click(within(question).getByRole('button', { name: 'Create without password' }))
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ sql: expect.not.stringContaining('PASSWORD') }))
  })

  it('does not ask for a role that cannot log in', async () => {
    const onSave = open()
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'group_role')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Can log in' }))
    await userEvent.click(screen.getByRole('button', { name: 'Create role' }))
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ sql: expect.stringContaining('NOLOGIN') }))
    expect(screen.queryByRole('dialog', { name: 'Create a login role without a password?' })).toBeNull()
  })
})
