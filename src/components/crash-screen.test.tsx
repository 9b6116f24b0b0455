import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setErrorReporter } from '@/lib/http/errors'
import { renderWithProviders } from '../../test/support/render'
import { CRASH_SUPPORT_MESSAGE_MAX_CHARS, crashSupportSearch, isDomMutationError, reportCrash } from './crash-report'
import { COPIED_LABEL_MS } from '@/lib/ui-constants'
import { CrashScreen } from './crash-screen'

/** A router like the app's (basepath /dashboard, CrashScreen at the root) with a page that throws. */
function renderCrash(error: unknown, path = '/project/abc/logs') {
  const rootRoute = createRootRoute({ component: Outlet, errorComponent: CrashScreen })
  const Boom = () => {
    throw error
  }
  const page = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Boom })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    basepath: '/dashboard',
    history: createMemoryHistory({ initialEntries: [`/dashboard${path}`] }),
  })
  return renderWithProviders(<RouterProvider router={router} />)
}

function thrown(message: string) {
  const error = new Error(message)
  error.stack = `Error: ${message}\n    at Boom (page.tsx:1:1)`
  return error
}

describe('CrashScreen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => setErrorReporter(() => {}))

  it('shows the title, the error text, a way back and the recovery hints', async () => {
    renderCrash(thrown('Cannot read properties of undefined'))
    expect(await screen.findByRole('heading', { name: 'Sorry! An unexpected error occurred.' })).toBeInTheDocument()
    expect(screen.getByTestId('crash-error-message')).toHaveTextContent('Cannot read properties of undefined')
    expect(screen.getByRole('link', { name: 'Return to dashboard' })).toHaveAttribute('href', '/dashboard/')
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign out and sign back in' })).toHaveAttribute('href', '/dashboard/logout')
    expect(screen.getByRole('button', { name: 'Clear local and session storage and reload' })).toBeInTheDocument()
    expect(screen.getByText(/Disable browser extensions/)).toBeInTheDocument()
    expect(screen.queryByText('More information')).not.toBeInTheDocument()
  })

  it('links to the support form with category, subject and a message holding the path name and stack', async () => {
    // Above the 0.2 sample: this crash is not reported, so the link carries no sid.
    vi.spyOn(Math, 'random').mockReturnValue(0.9)
    renderCrash(thrown('Boom'))
    const link = await screen.findByRole('link', { name: 'Contact support' })
    const url = new URL(link.getAttribute('href')!, 'http://localhost')
    expect(url.pathname).toBe('/dashboard/support/new')
    expect(url.searchParams.get('category')).toBe('dashboard_bug')
    expect(url.searchParams.get('subject')).toBe('Client side exception occurred on dashboard')
    expect(url.searchParams.get('message')).toBe(
      'Path name: /project/abc/logs\n\nError: Boom\n    at Boom (page.tsx:1:1)',
    )
    expect(url.searchParams.has('sid')).toBe(false)
  })

  it('the clear-storage hint empties local and session storage', async () => {
    const user = userEvent.setup()
    localStorage.setItem('a', '1')
    sessionStorage.setItem('b', '2')
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    renderCrash(thrown('Boom'))
    await user.click(await screen.findByRole('button', { name: 'Clear local and session storage and reload' }))
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
    expect(reload).toHaveBeenCalled()
  })

  it("copies the error and shows 'Copied' for 2000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const writeText = vi.spyOn(navigator.clipboard, 'writeText')
      renderCrash(thrown('Copy me'))
      await user.click(await screen.findByRole('button', { name: 'Copy error' }))
      expect(writeText).toHaveBeenCalledWith('Copy me')
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(COPIED_LABEL_MS - 100))
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(100))
      expect(screen.getByRole('button', { name: 'Copy error' })).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it("toasts 'Unable to copy to clipboard' when the browser refuses", async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Document is not focused.', 'NotAllowedError'),
    )
    renderCrash(thrown('Boom'))
    await user.click(await screen.findByRole('button', { name: 'Copy error' }))
    expect(await screen.findByText('Unable to copy to clipboard')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy error' })).toBeInTheDocument()
  })

  it.each([
    "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node.",
    "Failed to execute 'insertBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node.",
  ])('warns about translation tools for: %s', async (message) => {
    renderCrash(thrown(message))
    expect(await screen.findByText(/Translation tools/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'refresh the page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'More information' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:/),
    )
    expect(screen.getByRole('link', { name: 'Still stuck?' }).getAttribute('href')).toMatch(
      /^\/dashboard\/support\/new\?category=dashboard_bug/,
    )
  })
})

describe('crash reporting and links', () => {
  afterEach(() => setErrorReporter(() => {}))

  it('reports a sample of 0.2 of crashes, once per error, and carries the report id as sid', () => {
    const reporter = vi.fn()
    setErrorReporter(reporter)
    expect(reportCrash(new Error('a'), '/x', () => 0.2)).toBeUndefined()
    expect(reporter).not.toHaveBeenCalled()
    const error = new Error('b')
    const sid = reportCrash(error, '/x', () => 0.19)
    expect(sid).toMatch(/^[0-9a-f-]{36}$/)
    expect(reportCrash(error, '/x', () => 0)).toBe(sid)
    expect(reporter).toHaveBeenCalledTimes(1)
    expect(reporter).toHaveBeenCalledWith(error, expect.objectContaining({ sid, pathname: '/x' }))
    expect(crashSupportSearch({ error, pathname: '/x', sid }).get('sid')).toBe(sid)
  })

  it('keeps the support message short enough for a URL', () => {
    const error = new Error('long')
    error.stack = 'x'.repeat(10_000)
    expect(crashSupportSearch({ error, pathname: '/p' }).get('message')).toHaveLength(CRASH_SUPPORT_MESSAGE_MAX_CHARS)
  })

  it('recognises only failed DOM mutations', () => {
    expect(isDomMutationError(new Error('Cannot read properties of null (reading removeChild)'))).toBe(false)
    expect(isDomMutationError(new Error("Failed to execute 'removeChild' on 'Node'"))).toBe(true)
    expect(isDomMutationError('NotFoundError: insertBefore failed')).toBe(true)
  })
})
