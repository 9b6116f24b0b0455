import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { ConfigErrorScreen } from './config-error-screen'

it('shows a full-page error naming the problem', () => {
  render(<ConfigErrorScreen message="config.json is missing (HTTP 404)." />)
  expect(screen.getByRole('heading', { name: 'The dashboard is not configured correctly' })).toBeInTheDocument()
  expect(screen.getByRole('alert')).toHaveTextContent('config.json is missing (HTTP 404).')
})
