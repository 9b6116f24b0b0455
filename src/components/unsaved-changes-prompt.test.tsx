import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/support/render'
import { UnsavedChangesPrompt } from './unsaved-changes-prompt'

function Form() {
  const [text, setText] = useState('')
  return (
    <>
      <UnsavedChangesPrompt when={text !== ''} />
      <label>
        Subject
        <input value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </label>
      {/* A route of this test's own tree, not of the app's registered one. */}
      <Link to={'/elsewhere' as '/'}>Elsewhere</Link>
    </>
  )
}

function renderApp() {
  const root = createRootRoute({ component: Outlet })
  const form = createRoute({ getParentRoute: () => root, path: '/', component: Form })
  const elsewhere = createRoute({ getParentRoute: () => root, path: '/elsewhere', component: () => <h1>Elsewhere page</h1> })
  const router = createRouter({ routeTree: root.addChildren([form, elsewhere]), history: createMemoryHistory({ initialEntries: ['/'] }) })
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

describe('UnsavedChangesPrompt', () => {
  it('leaves at once when nothing was typed', async () => {
    const user = userEvent.setup()
    const router = renderApp()
    await user.click(await screen.findByRole('link', { name: 'Elsewhere' }))
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/elsewhere')
  })

  it('asks before leaving with unsaved edits: Stay keeps them, Leave goes', async () => {
    const user = userEvent.setup()
    const router = renderApp()
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Welcome')
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    expect(dialog).toHaveTextContent('Your changes on this page have not been saved. If you leave, they are lost.')
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }))
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Welcome')

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    await user.click(await screen.findByRole('button', { name: 'Leave' }))
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument()
  })
})
