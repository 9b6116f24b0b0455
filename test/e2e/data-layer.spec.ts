import type { Request } from '@playwright/test'
import { expect, signIn, test } from './support/fixtures'

const platformPath = (request: Request) => {
  const url = new URL(request.url())
  return url.pathname.startsWith('/platform/') ? url.pathname : null
}

test('platform calls carry the spec headers and are not repeated within their freshness', async ({ page }) => {
  const calls: { path: string; headers: Record<string, string> }[] = []
  page.on('request', (request) => {
    const path = platformPath(request)
    if (path) calls.push({ path, headers: request.headers() })
  })
  await signIn(page)
  await page.goto('/dashboard/organizations')
  const list = page.getByTestId('organization-list')
  await expect(list.getByRole('link', { name: 'Northwind Labs' })).toBeVisible()

  const paths = calls.map((call) => call.path)
  for (const path of ['/platform/profile', '/platform/profile/permissions', '/platform/organizations', '/platform/projects']) {
    expect(paths.filter((p) => p === path), path).toHaveLength(1)
  }
  const ids = new Set<string>()
  for (const { path, headers } of calls) {
    expect(headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/)
    expect(headers['authorization'], path).toMatch(/^Bearer .+\..+\..+/)
    expect(headers['accept'], path).toBe('application/json')
    ids.add(headers['x-request-id']!)
  }
  expect(ids.size).toBe(calls.length)
  expect(calls.find((call) => call.path === '/platform/profile')?.headers['version']).toBe('2')

  // To an organization and back: the lists are fresh for 30 minutes, so neither is asked again.
  await list.getByRole('link', { name: 'Northwind Labs' }).click()
  await expect(page).toHaveURL(/\/dashboard\/org\/northwind/)
  await expect(page.getByRole('heading', { name: 'Northwind Labs' })).toBeVisible()
  await page.goBack()
  await expect(list.getByRole('link', { name: 'Globex Corporation' })).toBeVisible()
  await page.getByRole('link', { name: 'Globex Corporation' }).hover()
  await page.waitForTimeout(300)

  const after = calls.map((call) => call.path)
  for (const path of ['/platform/organizations', '/platform/projects', '/platform/profile', '/platform/profile/permissions']) {
    expect(after.filter((p) => p === path), path).toHaveLength(1)
  }
})
