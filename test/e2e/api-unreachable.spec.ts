// Issue 12, item 5: with an apiUrl nothing answers at (wrong address, gateway down), the dashboard
// names the URL it tried and what to check, instead of the crash screen after retries.
import { createServer, type AddressInfo } from 'node:net'
import { expect, mock, test } from './support/fixtures'

// Requests and errors these tests provoke on purpose (the console guard of support/fixtures.ts).
// One pattern: Playwright would read a second array item as the option's settings.
test.use({ consoleAllowed: [/Failed to load resource|ApiUnreachableError/] })

/** A loopback port with nothing listening on it. */
function closedPort() {
  return new Promise<number>((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

test('an API that does not answer gets a full-page screen naming the URL it tried', async ({ page }) => {
  const port = await closedPort()
  const apiUrl = `http://127.0.0.1:${port}/platform`
  await mock.config({ platform: false, authUrl: '', apiUrl })
  const profileCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/platform/profile')) profileCalls.push(request.url())
  })

  await page.goto('/dashboard/')

  // Sooner than the first retry would even start (1 s after the failure) plus margin for a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: 'The dashboard cannot reach its API' })).toBeVisible({
    timeout: 5_000,
  })
  await expect(page.getByRole('alert')).toContainText(`The dashboard tried ${apiUrl}/profile and got no answer`)
  await expect(page.getByText(/DASHBOARD_API_URL/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByText('Sorry! An unexpected error occurred.')).toHaveCount(0)
  expect(profileCalls.length).toBeLessThanOrEqual(2)
})
