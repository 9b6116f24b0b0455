// Several self-hosted projects behind one dashboard (issue 37, CONTRACT §18): two databases of the
// shared PostgreSQL 15 cluster, each with its own postgres-meta behind a recording stand-in, and a third
// project whose postgres-meta is down, all behind the real nginx the entrypoint renders from
// DASHBOARD_PROJECTS.
import { spawnSync } from 'node:child_process'
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './support/self-hosted'
import { sqlEditorPage } from './support/sql-editor-page'

const BETA_DATABASE = 'e2e_project_beta'
const KEYS = { alpha: 'alpha-key.1', beta: 'beta-key.2' }
const BETA_NAME = '<i>Beta</i> & "co"'

interface Seen {
  method: string
  path: string
  headers: IncomingHttpHeaders
}

/** Passes each request on to `target` and keeps what it received: path and headers. */
async function recordingStandIn(target: string) {
  const seen: Seen[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      seen.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers })
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks)
      fetch(`${target}${request.url ?? ''}`, { method: request.method, headers: { 'Content-Type': 'application/json' }, body })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' })
          response.end(Buffer.from(await answer.arrayBuffer()))
        })
        .catch(() => response.writeHead(502).end())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A port nothing listens on: a project whose postgres-meta is down. */
async function deadPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** The status of a request sent with its path exactly as written (no client normalises `../`). */
function rawStatus(origin: string, path: string) {
  const { hostname, port } = new URL(origin)
  return new Promise<number>((resolve, reject) => {
    const options = { host: hostname, port, path, method: 'POST', headers: { 'Content-Type': 'application/json' } }
    const request = httpRequest(options, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject)
    request.end('{"query":"select 1"}')
  })
}

test('several projects: each its own database and key, listed with their health; unlisted and hostile refs reach no upstream', async ({
  page,
  selfHosted,
}) => {
  test.setTimeout(150_000)
  const alphaTable = `e2e_alpha_only_${Date.now()}`
  const betaUrl = selfHosted.databaseUrl.replace(/\/postgres$/, `/${BETA_DATABASE}`)
  const psqlBeta = (sql: string) => {
    const result = spawnSync(selfHosted.psqlPath, ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', betaUrl, '-c', sql], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`)
    return result.stdout.trim()
  }
  selfHosted.psql(`drop database if exists ${BETA_DATABASE} with (force)`)
  selfHosted.psql(`create database ${BETA_DATABASE}`)
  psqlBeta('create table public.e2e_beta_only (id int primary key)')
  const betaMeta = await selfHosted.startPgMeta(BETA_DATABASE)
  const alpha = await recordingStandIn(selfHosted.pgMetaUrl)
  const beta = await recordingStandIn(betaMeta.url)
  const gateway = await selfHosted.startGateway('projects', {
    DASHBOARD_PG_META_URL: '',
    DASHBOARD_PROJECTS: JSON.stringify([
      { ref: 'alpha', name: 'Alpha', pg_meta_url: alpha.url, pg_meta_key: KEYS.alpha },
      { ref: 'beta', name: BETA_NAME, pg_meta_url: beta.url, pg_meta_key: KEYS.beta },
      { ref: 'gamma', name: 'Gamma', pg_meta_url: `http://127.0.0.1:${await deadPort()}` },
    ]),
  })
  const at = (path: string) => `${gateway.baseURL}/dashboard${path}`
  try {
    // The dashboard lands on the first project; the organization lists all three with their health,
    // the name holding HTML shown as text.
    await page.goto(at('/'))
    await expect(page).toHaveURL(/\/dashboard\/project\/alpha$/)
    await page.goto(at('/org/default'))
    const card = (ref: string) => page.getByTestId(`project-card-${ref}`)
    await expect(card('alpha').getByText('Healthy', { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(card('beta').getByRole('link', { name: BETA_NAME, exact: true })).toBeVisible()
    await expect(card('beta').locator('i')).toHaveCount(0)
    await expect(card('beta').getByText('Healthy', { exact: true })).toBeVisible()
    await expect(card('gamma').getByText('Unhealthy', { exact: true })).toBeVisible({ timeout: 30_000 })

    // A table created in alpha's SQL editor lands in alpha's database only.
    const sqlEditor = sqlEditorPage(page)
    await page.goto(at('/project/alpha/sql/new'))
    await sqlEditor.editor.waitFor({ timeout: 30_000 })
    await sqlEditor.run(`create table public.${alphaTable} (id int primary key);`)
    await expect.poll(() => selfHosted.psql(`select to_regclass('public.${alphaTable}') is not null`), { timeout: 30_000 }).toBe('t')
    expect(psqlBeta(`select to_regclass('public.${alphaTable}') is null`)).toBe('t')

    // Beta's table editor lists beta's table and not alpha's; alpha's the other way round.
    await page.goto(at('/project/beta/editor'))
    const tables = page.getByRole('navigation', { name: 'Tables' })
    await expect(tables.getByRole('link', { name: 'e2e_beta_only', exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(tables.getByRole('link', { name: alphaTable, exact: true })).toHaveCount(0)
    await page.goto(at('/project/alpha/editor'))
    await expect(tables.getByRole('link', { name: alphaTable, exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(tables.getByRole('link', { name: 'e2e_beta_only', exact: true })).toHaveCount(0)

    // The project whose postgres-meta is down says so on its pages; the others kept working above.
    await page.goto(at('/project/gamma/sql/new'))
    await expect(page.getByRole('alert').filter({ hasText: 'This project is unhealthy' })).toContainText(
      'The gateway could not reach postgres-meta of project gamma',
      { timeout: 30_000 },
    )
    await page.goto('about:blank')

    // Each stand-in saw its own project's key on every request, never the other's, and no browser credential.
    for (const [ref, stand] of [['alpha', alpha], ['beta', beta]] as const) {
      expect(stand.seen.filter((seen) => seen.path === '/query').length, ref).toBeGreaterThan(0)
      expect(new Set(stand.seen.map((seen) => seen.headers.apikey)), ref).toEqual(new Set([KEYS[ref]]))
      expect(stand.seen.filter((seen) => seen.headers['x-connection-encrypted'] || seen.headers.cookie), ref).toEqual([])
    }

    // A ref that is not listed, or hostile, answers 404 and reaches no upstream.
    const before = alpha.seen.length + beta.seen.length
    for (const path of [
      '/platform/pg-meta/nope/query',
      '/platform/pg-meta/ALPHA/query',
      '/platform/pg-meta/..%2Falpha/query',
      '/platform/pg-meta/nope%2F..%2Fbeta/query',
      '/platform/pg-meta/nope/../alpha/query',
      '/platform/pg-meta/beta/..%2F..%2Falpha/query',
      '/gateway/nope/functions/v1/hello',
      '/gateway/../gateway/alpha/functions-folder/',
    ])
      expect(await rawStatus(gateway.baseURL, path), path).toBe(404)
    expect((await page.request.get(`${gateway.baseURL}/platform/projects/nope`)).status()).toBe(404)
    expect(alpha.seen.length + beta.seen.length).toBe(before)
  } finally {
    await gateway.close()
    await alpha.close()
    await beta.close()
    await betaMeta.close()
    selfHosted.psql(`drop table if exists public.${alphaTable}`)
    selfHosted.psql(`drop database if exists ${BETA_DATABASE} with (force)`)
  }
})
