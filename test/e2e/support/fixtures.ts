import { test as base, expect, type Page } from '@playwright/test'
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
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('dashboard-auth-session', value)
      sessionStorage.setItem('e2e-signed-in', '1')
    }
  }, JSON.stringify(session))
}

/**
 * Each Playwright worker (a process of its own) serves the build with its own mocked platform, so
 * spec files run in parallel without sharing mock state. `E2E_BASE_URL` names the worker's server.
 */
export const test = base.extend<{ resetMock: void }, { mockServer: string }>({
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
})
export { expect }
