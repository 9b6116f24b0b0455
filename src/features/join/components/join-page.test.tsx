import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVITATION_TOKENS } from '@mocks/fixtures/members'
import { renderRoute, signInForTest } from '../../../../test/support/render'

const SLOW = { timeout: 8000 }

describe('join /join?token=...', () => {
  it('shows the organization and role, and joins', async () => {
    signInForTest()
    const user = userEvent.setup()
    const { router } = renderRoute(`/join?token=${INVITATION_TOKENS.valid}`)
    expect(await screen.findByText(/You have been invited to join/, {}, SLOW)).toHaveTextContent(
      'You have been invited to join Initech.',
    )
    expect(screen.getByText('Developer')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Join organization' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/initech'))
    expect(await screen.findByRole('heading', { name: 'Initech' }, SLOW)).toBeInTheDocument()
  })

  it('declines and goes back to the organizations', async () => {
    signInForTest()
    const user = userEvent.setup()
    const { router } = renderRoute(`/join?token=${INVITATION_TOKENS.valid}`)
    await user.click(await screen.findByRole('button', { name: 'Decline' }, SLOW))
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations'))
  })

  it.each([
    ['an unknown token', 'not-a-real-token', 'This invitation is not valid'],
    ['an expired token', INVITATION_TOKENS.expired, 'This invitation has expired'],
    ['a token for another address', INVITATION_TOKENS.otherEmail, 'This invitation is for another email address'],
  ])('explains %s', async (_case, token, title) => {
    signInForTest()
    renderRoute(`/join?token=${token}`)
    expect(await screen.findByText(title, {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Join organization' })).not.toBeInTheDocument()
  })

  it('explains a link without a token', async () => {
    signInForTest()
    renderRoute('/join')
    expect(await screen.findByText('This invitation link is incomplete', {}, SLOW)).toBeInTheDocument()
  })
})
