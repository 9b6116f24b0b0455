import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute, signInForTest } from '../../../../test/support/render'

const LOAD = { timeout: 8000 }

describe('document title (WCAG 2.4.2)', () => {
  it.each([
    ['/org/northwind/billing', 'Billing | Northwind Labs | Dashboard'],
    ['/org/northwind', 'Projects | Northwind Labs | Dashboard'],
    ['/project/northwindshop1/logs', 'Logs | Storefront | Dashboard'],
    ['/organizations', 'Organizations | Dashboard'],
  ])('%s is titled %s', async (path, title) => {
    signInForTest()
    renderRoute(path)
    await screen.findByRole('heading', { level: 1 }, LOAD)
    await waitFor(() => expect(document.title).toBe(title))
  })

  it('names the sign-in page and a missing page', async () => {
    const { router } = renderRoute('/sign-in')
    await waitFor(() => expect(document.title).toBe('Sign in | Dashboard'), LOAD)
    signInForTest()
    await router.navigate({ to: '/nowhere/at/all' as never })
    await waitFor(() => expect(document.title).toBe('Page not found | Dashboard'), LOAD)
  })
})
