import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test'
import { startMockServer } from '../../support/mock-server'

export const DEMO = { email: 'demo@example.com', password: 'demo-password-123' }

async function control(path: string, body?: unknown) {
  const response = await fetch(`${process.env.E2E_BASE_URL}${path}`, {
    method: 'POST',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
}

export const mock = {
  reset: () => control('/__mock/reset'),
  scenario: (...names: string[]) => control(`/__mock/scenario?names=${names.join(',')}`),
  config: (config: Record<string, unknown>) => control('/__mock/config', config),
}

/** Signs in through the auth service and stores the session as the app does. */
export async function signIn(page: Page) {
  const response = await page.request.post('/auth/v1/token?grant_type=password', { data: DEMO })
  const session = await response.json()
  await page.addInitScript((value) => {
    // Init scripts run in every frame: a sandboxed one (the email templates' preview) has no storage.
    if (window.top !== window) return
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('dashboard-auth-session', value)
      sessionStorage.setItem('e2e-signed-in', '1')
    }
  }, JSON.stringify(session))
}

/**
 * Console errors and warnings, React warnings (development builds) and uncaught page errors fail the
 * test that caused them. A test that provokes an error on purpose (a failed request in an error-state
 * test, ...) allows exactly that message with `allowConsole(page, /pattern/)` or, for a whole file,
 * `test.use({ consoleAllowed: [/pattern/] })`.
 */
const allowedByPage = new WeakMap<Page, RegExp[]>()

export function allowConsole(page: Page, ...patterns: RegExp[]) {
  allowedByPage.set(page, [...(allowedByPage.get(page) ?? []), ...patterns])
}

/** Chromium's noise that no page can avoid (none so far): keep this list short. */
const ALWAYS_ALLOWED: RegExp[] = []

function watchConsole(context: BrowserContext, allowed: readonly RegExp[]) {
  const problems: string[] = []
  const isAllowed = (page: Page, text: string) =>
    [...ALWAYS_ALLOWED, ...allowed, ...(allowedByPage.get(page) ?? [])].some((pattern) => pattern.test(text))
  const record = (page: Page, kind: string, text: string) => {
    if (!isAllowed(page, text)) problems.push(`${kind} on ${page.url()}: ${text}`)
  }
  const attach = (page: Page) => {
    page.on('console', (message: ConsoleMessage) => {
      const type = message.type()
      if (type !== 'error' && type !== 'warning') return
      const { url, lineNumber } = message.location()
      const where = url ? ` (${url}:${lineNumber})` : ''
      record(page, `console.${type}`, `${message.text()}${where}`)
    })
    page.on('pageerror', (error) => record(page, 'uncaught error', `${error.name}: ${error.message}`))
  }
  context.pages().forEach(attach)
  context.on('page', attach)
  return problems
}

/**
 * Each Playwright worker (a process of its own) serves the build with its own mocked platform, so
 * spec files run in parallel without sharing mock state. `E2E_BASE_URL` names the worker's server.
 */
export const test = base.extend<{ resetMock: void; consoleAllowed: RegExp[]; consoleProblems: string[] }, { mockServer: string }>({
  mockServer: [
    async ({}, use) => {
      const server = await startMockServer({ port: 0, distDir: process.env.E2E_DIST || undefined })
      process.env.E2E_BASE_URL = server.url
      await use(server.url)
      await server.close()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ mockServer }, provide) => provide(mockServer),
  resetMock: [
    async ({ mockServer: _server }, use) => {
      await mock.reset()
      await use()
    },
    { auto: true },
  ],
  consoleAllowed: [[], { option: true }],
  consoleProblems: [
    async ({ context, consoleAllowed }, use) => {
      const problems = watchConsole(context, consoleAllowed)
      await use(problems)
      expect(problems, 'console errors, warnings or uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }
