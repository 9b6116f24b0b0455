import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useThemeStore } from '@/features/theme/theme-store'
import { renderRoute, signInForTest } from '../../../../test/support/render'
import { commandMenu } from '../command-menu-store'
import { RECENT_STORAGE_KEY } from '../recent'

const LOAD = { timeout: 8000 }
// jsdom drops the space before highlighted text from accessible names, so names are matched by their end.

async function renderSignedIn(path: string) {
  signInForTest()
  const user = userEvent.setup()
  const utils = renderRoute(path)
  await screen.findByRole('button', { name: 'User menu' }, LOAD)
  return { user, ...utils }
}

const search = () => screen.findByRole('textbox', { name: 'Search commands' }, LOAD)
const option = (name: RegExp) =>
  waitFor(() =>
    within(document.querySelector<HTMLElement>('.mantine-Spotlight-actionsList')!).getByRole('button', { name }),
  )
const options = () => screen.getAllByRole('button').filter((b) => b.closest('.mantine-Spotlight-actionsList'))

describe('command menu', () => {
  afterEach(() => commandMenu.close())

  it.each([
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['Meta+K', '{Meta>}k{/Meta}'],
  ])('opens with %s', async (_name, keys) => {
    const { user } = await renderSignedIn('/organizations')
    expect(screen.queryByRole('textbox', { name: 'Search commands' })).not.toBeInTheDocument()
    await user.keyboard(keys)
    expect(await search()).toBeVisible()
  })

  it('finds an organization by fuzzy search, goes there and closes', async () => {
    const { user, router } = await renderSignedIn('/organizations')
    await user.keyboard('{Control>}k{/Control}')
    await user.type(await search(), 'glbx')
    await user.click(await option(/^Globex Corporation/))
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/globex'))
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Search commands' })).not.toBeInTheDocument())
    expect(JSON.parse(localStorage.getItem(RECENT_STORAGE_KEY)!)).toEqual(['org:globex'])
  })

  it('closes when a route change completes', async () => {
    const { user, router } = await renderSignedIn('/organizations')
    await user.keyboard('{Control>}k{/Control}')
    await search()
    await router.navigate({ to: '/org/$slug', params: { slug: 'northwind' } })
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Search commands' })).not.toBeInTheDocument())
  })

  it('lists recent destinations first', async () => {
    localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify(['project:globexcrmprod1', 'nav:organizations']))
    const { user } = await renderSignedIn('/organizations')
    await user.keyboard('{Control>}k{/Control}')
    await search()
    const groups = document.querySelectorAll('.mantine-Spotlight-actionsGroup')
    expect(groups[0]?.getAttribute('style')).toContain("--spotlight-label: 'Recent'")
    const [first, second] = options()
    expect(first).toHaveTextContent('CRM')
    expect(second).toHaveTextContent('All organizations')
  })

  it('reaches every page of a project by search', async () => {
    const { user, router } = await renderSignedIn('/organizations')
    await user.keyboard('{Control>}k{/Control}')
    await user.type(await search(), 'vault crm')
    await user.click(await option(/Vault secrets/))
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/globexcrmprod1/settings/vault/secrets'))
  })

  it("acts on the current project first: on Storefront, 'sql' + Enter opens Storefront's SQL editor", async () => {
    const { user, router } = await renderSignedIn('/project/northwindshop1')
    await user.keyboard('{Control>}k{/Control}')
    await user.type(await search(), 'sql')
    await waitFor(() => expect(options()[0]).toHaveTextContent(/SQL ?editor/))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/northwindshop1/sql/new'))
  })

  it('switches the theme, opens the feature previews and the assistant', async () => {
    const { user, router } = await renderSignedIn('/project/globexcrmprod1')
    await user.keyboard('{Control>}k{/Control}')
    await user.type(await search(), 'light theme')
    await user.click(await option(/light theme$/))
    expect(useThemeStore.getState().theme).toBe('light')

    await user.keyboard('{Control>}k{/Control}')
    await user.type(await search(), 'assistant')
    await user.click(await option(/assistant$/))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ aiAssistantPanelOpen: true }))

    await user.keyboard('{Control>}k{/Control}')
    await user.type(await search(), 'feature previews')
    await user.click(await option(/feature previews$/))
    const dialog = await screen.findByRole('dialog', { name: 'Dashboard feature previews' }, LOAD)
    expect(within(dialog).getAllByText('New Storage interface').length).toBeGreaterThan(0)
  })

  it('signs out', async () => {
    const { user, router } = await renderSignedIn('/organizations')
    await user.keyboard('{Control>}k{/Control}')
    await user.type(await search(), 'sign out')
    await user.click(await option(/Sign out/))
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'))
  })
})
