import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../test/support/render'
import { RolePicker } from './role-picker'

describe('RolePicker (its fields shared with the policy check)', () => {
  it('keeps bad claims with their message, then applies anon and clears it in one click', { timeout: 60_000 }, async () => {
    renderWithProviders(<RolePicker projectRef="pickerref01" />)
    await userEvent.click(screen.getByRole('button', { name: 'Role: postgres' }))
    await userEvent.click(await screen.findByRole('radio', { name: /Custom claims/ }))
    const claims = screen.getByRole('textbox', { name: 'Claims (JSON)' })
    await userEvent.click(claims)
    await userEvent.paste('{"role": "service_role"}')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Custom claims run as the authenticated role: leave "role" out or set it to "authenticated"')).toBeInTheDocument()
    expect(claims).toHaveValue('{"role": "service_role"}')

    await userEvent.click(screen.getByRole('radio', { name: /^anon/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('button', { name: 'Viewing as anon' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Stop viewing as anon' }))
    expect(await screen.findByRole('button', { name: 'Role: postgres' })).toBeInTheDocument()
  })
})
