import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { ProfileForm } from './profile-form'

const profile = { id: 1, username: 'demo', primary_email: 'demo@example.com', first_name: 'Dana', last_name: 'Demo', disabled_features: [] }

describe('profile form', () => {
  it('saves only what changed and says so; the primary email is read-only', async () => {
    const user = userEvent.setup()
    signInForTest()
    let sent: unknown
    server.use(http.patch('*/platform/profile', async ({ request }) => {
      sent = await request.json()
      return HttpResponse.json({ ...profile, first_name: 'Dina' })
    }))
    renderWithProviders(<ProfileForm profile={profile} />)
    expect(screen.getByLabelText(/^Primary email/)).toHaveAttribute('readonly')
    await user.clear(screen.getByLabelText('First name'))
    await user.type(screen.getByLabelText('First name'), 'Dina')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Saved: first name.')).toBeVisible()
    expect(sent).toEqual({ first_name: 'Dina' })
  })

  it('keeps the edits when saving fails, and refuses a bad username before sending', async () => {
    const user = userEvent.setup()
    signInForTest()
    server.use(http.patch('*/platform/profile', () => HttpResponse.json({ message: 'Username is taken' }, { status: 409 })))
    renderWithProviders(<ProfileForm profile={profile} />)
    const username = screen.getByLabelText(/^Username/)
    await user.clear(username)
    await user.type(username, '<b>x</b>')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('A username has 3 to 32 letters, digits, dashes or underscores.')).toBeVisible()
    await user.clear(username)
    await user.type(username, 'taken-name')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(/Username is taken/)).toBeVisible()
    expect(username).toHaveValue('taken-name')
  })
})
