import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { renderWithProviders } from '../../../../test/support/render'
import { useProfileCreateMutation } from './profile-create-mutation'

function CreateButton() {
  const { mutate } = useProfileCreateMutation()
  return (
    <button type="button" onClick={() => mutate()}>
      Create profile
    </button>
  )
}

describe('useProfileCreateMutation', () => {
  it("toasts 'Failed to create profile: {message}' by default", async () => {
    server.use(http.post('*/platform/profile', () => HttpResponse.json({ message: 'Quota reached' }, { status: 500 })))
    renderWithProviders(<CreateButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }))
    expect(await screen.findByText('Failed to create profile: Quota reached')).toBeInTheDocument()
  })
})
