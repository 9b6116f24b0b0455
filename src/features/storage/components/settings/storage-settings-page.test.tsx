import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../../test/support/render'
import { draftChanges, draftLimit, sizeInUnit } from '../../storage-settings'
import { StorageSettingsPage } from './storage-settings-page'
import { StorageSettingsReadOnly } from './storage-settings-read-only'

const REF = 'acmeblogprod01'
const SLOW_MS = 60_000
const SAVED = { fileSizeLimit: 50 * 1024 ** 2, features: { imageTransformation: { enabled: false }, s3Protocol: { enabled: true } } }

function renderPage(page = <StorageSettingsPage projectRef={REF} />) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => page }), history: createMemoryHistory({ initialEntries: ['/'] }) })
  return renderWithProviders(<RouterProvider router={router} />)
}

function traffic() {
  const seen = { urls: [] as string[], patches: [] as unknown[] }
  server.events.on('request:start', ({ request }) => {
    seen.urls.push(`${request.method} ${new URL(request.url).pathname}`)
    if (request.method === 'PATCH' && request.url.endsWith(`/projects/${REF}/config/storage`)) void request.clone().json().then((body) => seen.patches.push(body))
  })
  return seen
}

async function retype(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = await screen.findByLabelText('Upload file size limit', { selector: 'input' }, { timeout: 20_000 })
  await user.clear(input)
  if (text) await user.type(input, text)
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
  server.use(http.get('*/platform/projects/:ref/config/storage', () => HttpResponse.json(SAVED)))
})

describe('the storage settings rules', () => {
  it('shows a limit in the largest unit it fills, and reads one typed in any unit', () => {
    expect(sizeInUnit(50 * 1024 ** 2)).toEqual({ size: '50', unit: 'MB' })
    expect(sizeInUnit(1536)).toEqual({ size: '1536', unit: 'bytes' })
    expect(sizeInUnit(3 * 1024 ** 3)).toEqual({ size: '3', unit: 'GB' })
    expect(draftLimit(SAVED, { size: '1.5', unit: 'GB' })).toEqual({ bytes: 1.5 * 1024 ** 3 })
    expect(draftLimit(SAVED, { size: '0' })).toEqual({ error: 'Enter a number greater than 0' })
    expect(draftLimit(SAVED, { size: '501', unit: 'GB' })).toEqual({ error: 'At most 500 GB' })
    expect(draftLimit(SAVED, { size: '0.5', unit: 'bytes' })).toEqual({ error: 'The limit must come to a whole number of bytes' })
    expect(draftChanges(SAVED, { size: '50', unit: 'MB', s3Protocol: true })).toEqual({ changes: [], patch: {} })
  })
})

describe('Storage settings', () => {
  it('names the buckets whose own limit is above a lower global limit, lists the changes and sends only them', async () => {
    const seen = traffic()
    const user = userEvent.setup()
    renderPage()
    await retype(user, '500')
    await user.selectOptions(screen.getByLabelText('Unit'), 'KB')
    // The demo's avatars bucket allows 1 MB of its own.
    const over = await screen.findByRole('alert', { name: 'Buckets with a higher limit of their own' })
    expect(within(over).getByRole('listitem')).toHaveTextContent('avatars: 1 MB')
    await user.click(screen.getByRole('switch', { name: /Image transformations/ }))
    const changes = screen.getByLabelText('Changes to save')
    expect(within(changes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Upload file size limit: 50 MB → 500 KB', 'Image transformations: off → on'])
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await within(screen.getByTestId('form-save-bar')).findByText('Storage settings saved')).toBeInTheDocument()
    expect(seen.patches).toEqual([{ fileSizeLimit: 500 * 1024, features: { imageTransformation: { enabled: true } } }])
  }, SLOW_MS)

  it('refuses a bad limit in words, and keeps every edit when the save fails', async () => {
    const seen = traffic()
    const user = userEvent.setup()
    renderPage()
    await retype(user, 'abc')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Enter a number greater than 0')).toBeInTheDocument()
    expect(screen.getByText('Not saved: correct the marked fields first.')).toBeInTheDocument()
    expect(seen.patches).toEqual([])

    server.use(http.patch('*/platform/projects/:ref/config/storage', () => HttpResponse.json({ message: 'Storage is restarting' }, { status: 409 })))
    await retype(user, '2')
    await user.selectOptions(screen.getByLabelText('Unit'), 'GB')
    await user.click(screen.getByRole('switch', { name: /S3 protocol/ }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(/Storage is restarting/)).toHaveTextContent('Your changes are kept')
    expect(screen.getByLabelText('Upload file size limit', { selector: 'input' })).toHaveValue('2')
    expect(screen.getByLabelText('Unit')).toHaveValue('GB')
    expect(screen.getByRole('switch', { name: /S3 protocol/ })).not.toBeChecked()
    expect(within(screen.getByLabelText('Changes to save')).getAllByRole('listitem')).toHaveLength(2)
  }, SLOW_MS)

  it("self-hosted: read-only, naming the storage service's variables, no loading and no call", async () => {
    const seen = traffic()
    renderPage(<StorageSettingsReadOnly />)
    const limit = await screen.findByRole('region', { name: 'Upload file size limit' })
    expect(within(limit).getByText('FILE_SIZE_LIMIT')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Image transformations' })).getByText('IMAGE_TRANSFORMATION_ENABLED')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'S3 protocol' })).getByText('S3_PROTOCOL_ACCESS_KEY_ID')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('switch')).toBeNull()
    expect(document.querySelector('.mantine-Loader-root')).toBeNull()
    expect(seen.urls).toEqual([])
  }, SLOW_MS)
})
