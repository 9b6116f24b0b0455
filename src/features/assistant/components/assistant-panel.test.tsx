import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { organizationsState } from '@mocks/handlers/organizations'
import { server } from '@mocks/node'
import { renderRoute, signInForTest } from '../../../../test/support/render'
import { resetProjectAssistants, setAssistantRepositoryFactory } from '../model/project-assistant'
import { createMemoryRepository } from '../persistence/memory-repository'

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  })
}

beforeEach(() => {
  // No IndexedDB in jsdom: the same store logic over an in-memory repository.
  setAssistantRepositoryFactory(() => createMemoryRepository())
  signInForTest()
  // The organization has not opted in: the question does not read the catalog (no embedded Postgres start).
  const acme = organizationsState.get().find((o) => o.slug === 'acme-hobby')!
  acme.opt_in_tags = []
})
afterEach(() => resetProjectAssistants())

const search = (router: { state: { location: { search: unknown } } }) =>
  router.state.location.search as Record<string, unknown>

describe('AI assistant panel', () => {
  it('opens from the URL, streams a reply with a SQL snippet, and closes by removing the parameter', async () => {
    const user = userEvent.setup()
    const { router } = renderRoute('/project/acmeblogprod01/logs?source=postgres&aiAssistantPanelOpen=true')
    const panel = await screen.findByRole('complementary', { name: 'AI assistant' }, { timeout: 45_000 })
    expect(await within(panel).findByRole('heading', { name: 'New chat' })).toBeInTheDocument()

    await user.type(within(panel).getByRole('textbox', { name: 'Message the assistant' }), 'show me my tables{Enter}')
    const reply = await within(panel).findByLabelText('Assistant reply')
    expect(await within(reply).findByLabelText('SQL snippet', {}, { timeout: 5000 })).toHaveTextContent(
      'from information_schema.tables',
    )
    expect(within(reply).getByRole('button', { name: 'Run' })).toBeInTheDocument()
    expect(within(reply).getByRole('link', { name: 'Open in SQL editor' })).toHaveAttribute(
      'href',
      expect.stringContaining('/dashboard/project/acmeblogprod01/sql/new?snippet='),
    )
    expect(within(panel).getByRole('heading', { name: 'show me my tables' })).toBeInTheDocument()

    await user.click(within(panel).getByRole('button', { name: 'Close AI assistant' }))
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'AI assistant' })).not.toBeInTheDocument())
    expect(search(router)).toEqual({ source: 'postgres' })
  }, 60_000) // The first render compiles the logs page's and the panel's lazy chunks in jsdom: slow on a loaded machine.

  it('is toggled by the header button on project pages only', async () => {
    const user = userEvent.setup()
    const { router } = renderRoute('/project/acmeblogprod01')
    await user.click(await screen.findByRole('button', { name: 'AI assistant' }, { timeout: 10_000 }))
    await waitFor(() => expect(search(router)).toEqual({ aiAssistantPanelOpen: true }))
    expect(await screen.findByRole('complementary', { name: 'AI assistant' }, { timeout: 10_000 })).toBeInTheDocument()

    await router.navigate({ to: '/organizations' })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'AI assistant' })).not.toBeInTheDocument())
  })

  it('sends the session token, shares only the user text until the organization opts in, and stores the opt-in on the platform (issue 11 item 3)', async () => {
    const session = signInForTest()
    const asked: { authorization: string | null; system: string }[] = []
    const patches: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith('/assistant/v1/chat/completions')) {
        const body = (await request.clone().json()) as { messages: { role: string; content: string }[] }
        asked.push({ authorization: request.headers.get('Authorization'), system: body.messages[0]!.content })
      }
      if (request.method === 'PATCH' && url.pathname === '/platform/organizations/acme-hobby') patches.push(await request.clone().json())
    })
    const user = userEvent.setup()
    renderRoute('/project/acmeblogprod01?aiAssistantPanelOpen=true')
    const panel = await screen.findByRole('complementary', { name: 'AI assistant' }, { timeout: 10_000 })
    expect(await within(panel).findByTestId('assistant-shared-context')).toHaveTextContent('Shared with the assistant: only your messages.')
    await user.type(within(panel).getByRole('textbox', { name: 'Message the assistant' }), 'hello{Enter}')
    await within(panel).findByLabelText('Assistant reply')
    await waitFor(() => expect(asked).toHaveLength(1))
    expect(asked[0]!.authorization).toBe(`Bearer ${session.access_token}`)
    expect(asked[0]!.system).not.toMatch(/CREATE TABLE/)

    await user.click(within(panel).getByRole('button', { name: 'Assistant settings' }))
    const schema = within(panel).getByRole('checkbox', { name: 'Schema (AI_SQL)' })
    expect(schema).not.toBeChecked()
    await user.click(schema)
    await waitFor(() => expect(patches).toEqual([{ opt_in_tags: ['AI_SQL'] }]))
    await waitFor(() => expect(within(panel).getByRole('checkbox', { name: 'Schema (AI_SQL)' })).toBeChecked())
  })
})
