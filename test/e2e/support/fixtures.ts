import { test as base, expect, type Page } from '@playwright/test'

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

export const test = base.extend<{ resetMock: void }>({
  resetMock: [
    async ({}, use) => {
      await mock.reset()
      await use()
    },
    { auto: true },
  ],
})
export { expect }
