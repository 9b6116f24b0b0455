import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { usePasswordStrength } from '../use-password-strength'
import { DatabasePasswordInput } from './database-password-input'

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  const state = usePasswordStrength(value)
  return <DatabasePasswordInput value={value} onChange={setValue} state={state} />
}

const bar = () => screen.getByRole('progressbar', { name: 'Password strength' })

describe('DatabasePasswordInput', () => {
  it('asks the server and shows its score, width and colour', async () => {
    signInForTest()
    const bodies: unknown[] = []
    server.use(
      http.post('*/platform/profile/password-check', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({
          result: { score: 2, feedback: { warning: 'Server says: too predictable.', suggestions: ['Add a word.'] } },
        })
      }),
    )
    renderWithProviders(<Harness />)
    await userEvent.type(screen.getByLabelText(/Database password/), 'correct-Horse-battery-Staple-42!')
    await waitFor(() =>
      expect(screen.getByTestId('password-strength-message')).toHaveTextContent('This password is not secure enough.'),
    )
    expect(bodies.at(-1)).toEqual({ password: 'correct-Horse-battery-Staple-42!' })
    expect(screen.getByTestId('password-strength-requirement')).toHaveTextContent(
      'You need a stronger password. Server says: too predictable.',
    )
    expect(bar()).toHaveAttribute('aria-valuenow', '50')
    expect(bar()).toHaveAttribute('data-color', 'yellow')
    expect(bar()).toHaveAttribute('aria-valuetext', 'This password is not secure enough.')
    expect(screen.getByTestId('password-strength-bar')).toHaveStyle({ '--progress-section-size': '50%' })
  })

  it('shows a strong password in green at 100 %', async () => {
    signInForTest()
    renderWithProviders(<Harness />)
    await userEvent.type(screen.getByLabelText(/Database password/), 'correct-Horse-battery-Staple-42!')
    await waitFor(() =>
      expect(screen.getByTestId('password-strength-message')).toHaveTextContent('This password is strong.'),
    )
    expect(bar()).toHaveAttribute('aria-valuenow', '100')
    expect(bar()).toHaveAttribute('data-color', 'green')
    expect(screen.getByTestId('password-strength-bar')).toHaveStyle({ '--progress-section-size': '100%' })
    expect(screen.queryByTestId('password-strength-requirement')).not.toBeInTheDocument()
  })

  it("says 'Failed to check password strength: {message}' when the check fails", async () => {
    signInForTest()
    server.use(
      http.post('*/platform/profile/password-check', () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    )
    renderWithProviders(<Harness />)
    await userEvent.type(screen.getByLabelText(/Database password/), 'abc')
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check password strength: Service unavailable')
    // The browser's own estimate still shows.
    expect(screen.getByTestId('password-strength-message')).toHaveTextContent('This password is not acceptable.')
    expect(bar()).toHaveAttribute('aria-valuenow', '10')
  })

  it('rejects passwords over 99 characters without asking the server', async () => {
    signInForTest()
    let calls = 0
    server.use(
      http.post('*/platform/profile/password-check', () => {
        calls += 1
        return HttpResponse.json({ result: { score: 4, feedback: { suggestions: [], warning: '' } } })
      }),
    )
    renderWithProviders(<Harness initial={'a'.repeat(100)} />)
    expect(await screen.findByText('Maximum length of password exceeded')).toBeInTheDocument()
    expect(screen.getByText('Password should be less than 100 characters')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(calls).toBe(0)
  })

  it('does not check an empty password', async () => {
    signInForTest()
    renderWithProviders(<Harness />)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})
