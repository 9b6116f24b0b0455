// Self-hosted edge functions (CONTRACT §8, §12): a gateway rendered by docker/entrypoint.sh with
// DASHBOARD_FUNCTIONS_DIR (a folder of functions, read through nginx) and DASHBOARD_FUNCTIONS_URL (a
// stand-in edge runtime that records what reaches it). The list and the code come from the folder;
// the test panel's request goes through the gateway to the runtime.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, test } from './support/self-hosted'

test.describe.configure({ timeout: 120_000 })

const HELLO =
  "import { greet } from './lib/greet.ts'\n\nDeno.serve(async (req: Request) => Response.json(greet(await req.json())))\n"

interface Recorded {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

/** The edge runtime's stand-in: answers every request with what it received, and records it. */
async function startRecordingRuntime() {
  const recorded: Recorded[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      recorded.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      res.writeHead(201, { 'Content-Type': 'application/json', 'x-runtime': 'recording' })
      res.end(JSON.stringify({ received: req.url, method: req.method }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    recorded,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function writeFunctionsFolder() {
  const root = mkdtempSync(join(tmpdir(), 'dashboard-functions-'))
  const files: Record<string, string> = {
    'hello/index.ts': HELLO,
    'hello/lib/greet.ts': 'export const greet = (body: { name: string }) => ({ message: `Hello ${body.name}` })\n',
    'webhook/index.ts': "Deno.serve(() => new Response('ok'))\n",
    '_shared/cors.ts': 'export const cors = {}\n',
    '.env': 'STRIPE_KEY=sk_live_never_served\n',
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  for (const dir of [root, ...['hello', 'hello/lib', 'webhook', '_shared'].map((d) => join(root, d))])
    chmodSync(dir, 0o755)
  return root
}

test('the list and the code come from the mounted folder; the test panel reaches the edge runtime through the gateway', async ({
  page,
  selfHosted,
}) => {
  const runtime = await startRecordingRuntime()
  const folder = writeFunctionsFolder()
  const gateway = await selfHosted.startGateway('functions', {
    DASHBOARD_FUNCTIONS_DIR: folder,
    DASHBOARD_FUNCTIONS_URL: runtime.url,
    DASHBOARD_PUBLIC_API_URL: 'https://api.selfhosted.test',
  })
  try {
    await page.goto(`${gateway.baseURL}/dashboard/project/default/functions`)
    const table = page.getByRole('table', { name: 'Edge functions' })
    await expect(table.getByRole('link', { name: 'hello' })).toBeVisible()
    await expect(table.getByRole('link', { name: 'webhook' })).toBeVisible()
    await expect(table).not.toContainText('_shared')
    // The URL shown is the project's public API URL (the settings nginx answers); the test panel still
    // sends through the dashboard's gateway.
    await expect(table).toContainText('https://api.selfhosted.test/functions/v1/hello')
    await expect(page.getByRole('main').getByRole('link', { name: 'Deploy a new function' })).toHaveCount(0)
    expect((await page.request.get(`${gateway.baseURL}/functions-folder/.env`)).status()).toBe(404)

    await table.getByRole('link', { name: 'hello' }).click()
    await page.getByRole('tab', { name: 'Code' }).click()
    await expect(page.getByRole('textbox', { name: 'Code of index.ts' })).toContainText(
      "import { greet } from './lib/greet.ts'",
    )
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0)
    await expect(page.getByText(/Self-hosted functions are deployed from files/)).toBeVisible()
    await page.getByRole('tab', { name: 'lib/greet.ts' }).click()
    await expect(page.getByRole('textbox', { name: 'Code of lib/greet.ts' })).toContainText('Hello ${body.name}')

    await page.context().addCookies([{ name: 'session', value: 'browser-cookie', url: gateway.baseURL }])
    await page.getByRole('button', { name: 'Test', exact: true }).click()
    const panel = page.getByRole('dialog')
    await panel.getByLabel('Path').fill('/greet')
    await panel.getByLabel('Query').fill('lang=en')
    await panel
      .getByRole('textbox', { name: 'Headers' })
      .fill('Content-Type: application/json\nAuthorization: Bearer anon-key')
    await panel.getByLabel('Body (JSON)').fill('{"name": "Ada"}')
    await panel.getByRole('button', { name: 'Send request' }).click()
    await expect(panel.getByTestId('response-status')).toHaveText(/^201/)
    await expect(panel.getByLabel('Response body')).toContainText('"received": "/hello/greet?lang=en"')
    await expect(panel.getByRole('table', { name: 'Response headers' })).toContainText('recording')

    const call = runtime.recorded.at(-1)
    expect(call).toMatchObject({ method: 'POST', url: '/hello/greet?lang=en', body: '{"name": "Ada"}' })
    expect(call?.headers.authorization).toBe('Bearer anon-key')
    expect(call?.headers.cookie).toBeUndefined()

    await page.goto(`${gateway.baseURL}/dashboard/project/default/functions/secrets`)
    await expect(page.getByText(/Self-hosted functions are deployed from files/)).toBeVisible()
  } finally {
    await gateway.close()
    await runtime.close()
    rmSync(folder, { recursive: true, force: true })
  }
})

test('without DASHBOARD_FUNCTIONS_DIR the page says the service is not configured', async ({ page, selfHosted }) => {
  await page.goto(`${selfHosted.baseURL}/dashboard/project/default/functions`)
  await expect(page.getByText('The edge functions service is not configured')).toBeVisible()
  await expect(page.getByText('DASHBOARD_FUNCTIONS_DIR')).toBeVisible()
})
