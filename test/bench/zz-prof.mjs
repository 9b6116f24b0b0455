import { tsImport } from 'tsx/esm/api'
import { chromium } from 'playwright-core'
import { writeFileSync } from 'node:fs'
const { startMockServer } = await tsImport('/work/main/test/support/mock-server.ts', import.meta.url)
const { SESSION_STORAGE_KEY } = await tsImport('/work/main/src/features/auth/session-store.ts', import.meta.url)
const server = await startMockServer({ config: { mock: false } })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const origin = server.url
const ctx0 = await browser.newContext(); const p0 = await ctx0.newPage()
await p0.goto(`${origin}/dashboard/sign-in`)
const r = await p0.request.post(`${origin}/auth/v1/token?grant_type=password`, { data: { email: 'demo@example.com', password: 'demo-password-123' } })
const session = await r.text()
await p0.evaluate(([k, v]) => localStorage.setItem(k, v), [SESSION_STORAGE_KEY, session])
const storageState = await ctx0.storageState(); await ctx0.close()
const context = await browser.newContext({ storageState })
const page = await context.newPage()
await page.addInitScript(() => localStorage.setItem('dashboard-sql-editor-limit', 'none'))
await page.goto(`${origin}/dashboard/project/northwindshop1/sql/new`)
const editor = page.getByRole('textbox', { name: 'SQL query' })
await editor.waitFor({ timeout: 120000 })
const run = async (q) => { await editor.click(); await page.keyboard.press('Control+a'); await page.keyboard.insertText(q); await page.getByRole('main').getByRole('button', { name: 'Run', exact: true }).click() }
await run('select 1 as warm')
await page.getByRole('grid', { name: 'Query result' }).waitFor({ timeout: 60000 })
const cdp = await context.newCDPSession(page)
const events = []
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value))
const finished = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading,netlog', transferMode: 'ReportEvents' })
const t0 = Date.now()
await run('select g, g*2, md5(g::text), now(), g % 7 = 0 from generate_series(1,100000) g')
await page.getByRole('grid', { name: 'Query result' }).getByRole('gridcell', { name: 'c4ca4238a0b923820dcc509a6f75849b' }).waitFor({ timeout: 60000 })
console.log('visible after', Date.now() - t0)
await page.getByText('100,000 rows').waitFor({ timeout: 60000 })
console.log('all after', Date.now() - t0)
await cdp.send('Tracing.end'); await finished
writeFileSync('/tmp/trace.json', JSON.stringify(events))
await browser.close(); await server.close()
