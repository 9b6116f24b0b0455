import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { configureMock } from '@mocks/state'
import { preloadPage, renderRoute, signInForTest, warmUpPage } from '../../../../test/support/render'
import { testConfig } from '../../../../test/support/test-config'
import { useConsentStore } from '@/features/consent/consent-store'
import { useFeaturePreviewStore } from '../feature-preview-store'
import { FEATURE_PREVIEW_KEYS } from '../previews'

function captureTelemetry() {
  const events: { action: string; properties: unknown; groups: unknown }[] = []
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/platform/telemetry/event') events.push(await request.clone().json())
  })
  return events
}

async function openModal(path: string, config = testConfig()) {
  signInForTest()
  const utils = renderRoute(path, { config })
  const dialog = await screen.findByRole('dialog', { name: 'Dashboard feature previews' }, LOAD)
  return { ...utils, dialog }
}

/** Rendering a page from loaded code and answering its calls; module loading is done before (below). */
const LOAD = { timeout: 8000 }

/**
 * Why this file timed out under load: the first test's wait for the dialog also covered compiling the
 * lazy route chunks and the modal on first use and the first evaluation of the page's code (about 4 s
 * idle, well over the 8 s wait on a loaded machine). That one-off work happens here, before any
 * test's clock starts and without a short deadline, so each test waits only for its own rendering.
 */
const PRELOAD_TIMEOUT_MS = 180_000
beforeAll(async () => {
  await Promise.all([
    preloadPage(
      '/org/globex',
      () => import('./feature-preview-modal'),
      () => import('@/components/notifications-stack'),
      () => import('@/components/confirm-dialog'),
      () => import('@/app/shell/user-menu-dropdown'),
    ),
    preloadPage('/project/globexcrmprod1', () => import('@/features/assistant/components/assistant-button')),
    preloadPage('/project/globexcrmprod1/logs'),
    preloadPage('/organizations'),
    preloadPage('/support/new'),
  ])
  await warmUpPage('/org/globex?featurePreviewModal=true', () =>
    screen.findByRole('dialog', { name: 'Dashboard feature previews' }, { timeout: PRELOAD_TIMEOUT_MS }),
  )
}, PRELOAD_TIMEOUT_MS)

const listNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('navigation', { name: 'Feature previews' }))
    .getAllByRole('button')
    .map((button) => button.querySelector('.mantine-NavLink-label')?.textContent)

describe('feature previews modal', () => {
  beforeEach(() => {
    useFeaturePreviewStore.getState().reload()
    // Telemetry is sent only with consent.
    useConsentStore.getState().acceptAll()
  })

  it('opens from ?featurePreviewModal=true with the seven previews for a Team organization', async () => {
    const { dialog } = await openModal('/org/globex?featurePreviewModal=true')
    expect(listNames(dialog)).toEqual([
      'New Storage interface',
      'New Logs interface',
      'Branching via dashboard',
      'Disable Advisor rules',
      'Directly edit database entities',
      'Project API documentation',
      'Column-level privileges',
    ])
    const pane = within(dialog).getByRole('region', { name: 'New Storage interface' })
    expect(within(pane).getByText('New')).toBeInTheDocument()
    expect(within(pane).getByRole('link', { name: 'Give feedback' })).toHaveAttribute(
      'href',
      expect.stringContaining('github.com/orgs/supabase/discussions'),
    )
    expect(within(pane).getByRole('button', { name: 'Enable' })).toBeInTheDocument()
    const list = within(dialog).getByTestId('feature-preview-list')
    expect(list).toHaveStyle({
      width: 'calc(17.5rem * var(--mantine-scale))',
      height: 'calc(34.375rem * var(--mantine-scale))',
    })
  })

  it('hides the unified logs preview below the Team plan', async () => {
    const { dialog } = await openModal('/org/northwind?featurePreviewModal=true')
    expect(listNames(dialog)).not.toContain('New Logs interface')
    expect(listNames(dialog)).toHaveLength(6)
  })

  it('uses the plan of the project in the URL', async () => {
    const { dialog } = await openModal('/project/globexcrmprod1?featurePreviewModal=true')
    expect(listNames(dialog)).toContain('New Logs interface')
  })

  it('hides platform-only previews self-hosted', async () => {
    configureMock({ platform: false })
    const { dialog } = await openModal('/project/default?featurePreviewModal=true', testConfig({ platform: false }))
    expect(listNames(dialog)).toEqual([
      'New Storage interface',
      'Directly edit database entities',
      'Project API documentation',
      'Column-level privileges',
    ])
  })

  it('opens on the preview named in the URL, toggles it, stores the flag and sends telemetry', async () => {
    const events = captureTelemetry()
    const user = userEvent.setup()
    const { dialog } = await openModal(
      `/project/globexcrmprod1?featurePreviewModal=${FEATURE_PREVIEW_KEYS.columnLevelPrivileges}`,
    )
    const pane = within(dialog).getByRole('region', { name: 'Column-level privileges' })
    expect(within(pane).queryByText('New')).not.toBeInTheDocument()
    const item = within(dialog).getByRole('button', { name: /Column-level privileges/ })
    expect(item).toHaveTextContent('Off')
    expect(item.querySelector('[data-state]')).toHaveAttribute('data-state', 'off')

    await user.click(within(pane).getByRole('button', { name: 'Enable' }))
    expect(localStorage.getItem(FEATURE_PREVIEW_KEYS.columnLevelPrivileges)).toBe('true')
    expect(item).toHaveTextContent('On')
    expect(item.querySelector('[data-state]')).toHaveAttribute('data-state', 'on')
    await user.click(within(pane).getByRole('button', { name: 'Disable' }))
    expect(localStorage.getItem(FEATURE_PREVIEW_KEYS.columnLevelPrivileges)).toBe('false')

    await waitFor(() => expect(events).toHaveLength(2))
    const groups = { project: 'globexcrmprod1', organization: 'globex' }
    expect(events[0]).toMatchObject({
      action: 'feature_preview_enabled',
      properties: { feature_preview: FEATURE_PREVIEW_KEYS.columnLevelPrivileges },
      groups,
    })
    expect(events[1]).toMatchObject({
      action: 'feature_preview_disabled',
      properties: { feature_preview: FEATURE_PREVIEW_KEYS.columnLevelPrivileges },
      groups,
    })
  })

  it("groups telemetry under organization 'Unknown' outside an organization", async () => {
    const events = captureTelemetry()
    const user = userEvent.setup()
    const { dialog } = await openModal('/organizations?featurePreviewModal=true')
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }))
    await waitFor(() => expect(events).toHaveLength(1))
    expect(events[0]!.groups).toEqual({ organization: 'Unknown' })
  })

  it('closes by taking the parameter out of the URL and keeps the others', async () => {
    const user = userEvent.setup()
    const { router } = await openModal('/support/new?category=billing&featurePreviewModal=true')
    await user.click(screen.getByRole('button', { name: 'Close feature previews' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.search).toEqual({ category: 'billing' })
  })

  it('opens from the user menu', async () => {
    signInForTest()
    const user = userEvent.setup()
    const { router } = renderRoute('/organizations')
    await user.click(await screen.findByRole('button', { name: 'User menu' }, LOAD))
    await user.click(await screen.findByRole('menuitem', { name: 'Feature previews' }))
    expect(await screen.findByRole('dialog', { name: 'Dashboard feature previews' })).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ featurePreviewModal: true })
  })

  it('resets every preview after a confirmation', async () => {
    localStorage.setItem(FEATURE_PREVIEW_KEYS.newStorageUi, 'true')
    localStorage.setItem(FEATURE_PREVIEW_KEYS.apiSidePanel, 'true')
    useFeaturePreviewStore.getState().reload()
    const user = userEvent.setup()
    const { dialog } = await openModal('/organizations?featurePreviewModal=true')
    await user.click(within(dialog).getByRole('button', { name: 'Reset feature previews' }))
    const confirm = await screen.findByRole('dialog', { name: 'Reset feature previews' })
    expect(confirm).toHaveTextContent('New Storage interface, Project API documentation')
    await user.click(within(confirm).getByRole('button', { name: 'Reset' }))
    expect(localStorage.getItem(FEATURE_PREVIEW_KEYS.newStorageUi)).toBe('false')
    expect(localStorage.getItem(FEATURE_PREVIEW_KEYS.apiSidePanel)).toBe('false')
    expect(within(dialog).getByRole('button', { name: 'Reset feature previews' })).toBeDisabled()
  })
})

describe('a preview changes its screen', () => {
  beforeEach(() => useFeaturePreviewStore.getState().reload())

  it('the New Logs interface shows on the logs page of a Team project only while on', async () => {
    signInForTest()
    localStorage.setItem(FEATURE_PREVIEW_KEYS.unifiedLogs, 'true')
    useFeaturePreviewStore.getState().reload()
    renderRoute('/project/globexcrmprod1/logs')
    expect(await screen.findByTestId('unified-logs-notice', {}, LOAD)).toHaveTextContent('New Logs interface')
  })

  it('is not shown for a Pro project even when the flag is stored', async () => {
    signInForTest()
    localStorage.setItem(FEATURE_PREVIEW_KEYS.unifiedLogs, 'true')
    useFeaturePreviewStore.getState().reload()
    renderRoute('/project/northwindshop1/logs')
    expect(await screen.findByRole('heading', { name: 'Logs' }, LOAD)).toBeInTheDocument()
    expect(screen.queryByTestId('unified-logs-notice')).not.toBeInTheDocument()
  })
})
