// The self-hosted topology of CONTRACT §8 without docker: a throwaway PostgreSQL 15 cluster (with
// pg_cron) on a free loopback port, the real postgres-meta server, and Debian's nginx running the
// configuration that docker/entrypoint.sh renders, serving a copy of the real build.
//
// Specs named test/e2e/self-hosted*.spec.ts use the exported `test`: its `selfHosted` fixture gives
// `baseURL` (also the `page`'s baseURL, so `page.goto('/dashboard/...')`), `psql(sql)` and the
// cluster's details. It is a worker fixture and playwright.config.ts runs those specs in one
// worker (project 'self-hosted'), so they share one cluster per run (a new one only after a failed
// test restarts the worker); everything is removed when the worker ends. Specs leave the cluster
// as they would like to find it (their own table names, no extension left enabled). Missing
// postgres/nginx skip the specs locally and fail them in CI (`CI` set).
//
// The `services` fixture (also per worker, started only for the specs that use it) adds a second
// gateway on the same cluster, rendered with DASHBOARD_STORAGE_URL / _LOGS_URL / _GRAPHQL_URL and
// their keys pointing at stand-in services (fake-services.ts) that record what they receive.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test as base, expect } from '@playwright/test'
import { startFakeServices, type FakeServices } from './fake-services'

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const dist = process.env.E2E_DIST || join(repo, 'dist')
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
const pgCronControl = process.env.PG_CRON_CONTROL ?? '/usr/share/postgresql/15/extension/pg_cron.control'
const nginxBin = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const mimeTypes = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types'
const pgMetaServer = join(repo, 'node_modules/@supabase/postgres-meta/dist/server/server.js')
const START_TIMEOUT_MS = 30_000

export interface SelfHosted {
  /** The gateway's origin, e.g. http://127.0.0.1:41234; the app is at `${baseURL}/dashboard/`. */
  baseURL: string
  /** Runs SQL with psql as the superuser on the cluster's `postgres` database; answers its unaligned, tuples-only output. */
  psql: (sql: string) => string
  /** The cluster's connection URL (postgres-meta uses it). */
  databaseUrl: string
  /** psql itself, for what `psql(sql)` does not cover (a file, another database). */
  psqlPath: string
  /** postgres-meta's own URL (behind the gateway). */
  pgMetaUrl: string
  /** What the processes wrote, for failure messages. */
  logs: () => string
  /**
   * Another gateway on the same postgres-meta, rendered with more variables (e.g. the service
   * upstreams of CONTRACT §8), with its own copy of the build; stopped with the topology or by `close`.
   */
  startGateway: (name: string, env: Record<string, string>) => Promise<Gateway>
  /**
   * Another postgres-meta on a database of the cluster (e.g. one made with `create database`), for a
   * gateway with several projects (CONTRACT §18); stopped with the topology or by `close`.
   */
  startPgMeta: (database: string) => Promise<{ url: string; close: () => Promise<void> }>
}

/** What is missing on this machine to run the topology; empty when everything is there. */
export function missingTools(): string[] {
  const missing: string[] = []
  for (const tool of ['initdb', 'pg_ctl', 'psql']) {
    if (!existsSync(join(pgBin, tool))) missing.push(`${join(pgBin, tool)} (apt-get install -y postgresql)`)
  }
  if (!existsSync(pgCronControl)) missing.push(`pg_cron (apt-get install -y postgresql-15-cron)`)
  if (!existsSync(nginxBin)) missing.push(`${nginxBin} (apt-get install -y nginx-light)`)
  if (!existsSync(pgMetaServer)) missing.push(`${pgMetaServer} (npm install)`)
  if (!existsSync(join(dist, 'index.html'))) missing.push(`a build in ${dist} (npm run build)`)
  return missing
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** postgres-meta listens on PG_META_PORT and its admin app on the next port: both must be free. */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await freePort()
    if (port < 65535 && (await portIsFree(port + 1))) return port
  }
  throw new Error('no two consecutive free ports')
}

async function waitFor(what: string, ready: () => Promise<boolean>, exited: () => boolean, log: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`${what} exited while starting:\n${log()}`)
    if (await ready().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not start within ${START_TIMEOUT_MS} ms:\n${log()}`)
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root (initdb refuses root). */
function asPostgres(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  const result = spawnSync(file, argv, { encoding: 'utf8', timeout: START_TIMEOUT_MS })
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}${result.error?.message ?? ''}`,
    )
  return result.stdout
}

function postgresIds() {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  return { uid, gid }
}

export interface Gateway {
  /** Its origin; the app is at `${baseURL}/dashboard/`. */
  baseURL: string
  log: () => string
  close: () => Promise<void>
}

/**
 * nginx running the configuration docker/entrypoint.sh renders with the given variables (on top of
 * the paths and port), serving a copy of the build from its own folder `root/name`.
 */
async function startGateway(root: string, name: string, env: Record<string, string>): Promise<Gateway> {
  const dir = join(root, name)
  const htmlRoot = join(dir, 'html')
  const confDir = join(dir, 'conf')
  const temp = join(dir, 'temp')
  mkdirSync(join(htmlRoot, 'dashboard'), { recursive: true })
  mkdirSync(confDir)
  mkdirSync(temp)
  chmodSync(dir, 0o755)
  cpSync(dist, join(htmlRoot, 'dashboard'), { recursive: true })
  const nginxPort = await freePort()
  const baseURL = `http://127.0.0.1:${nginxPort}`
  const rendered = spawnSync('sh', [join(repo, 'docker/entrypoint.sh'), 'true'], {
    env: {
      PATH: process.env.PATH,
      DASHBOARD_HTML_ROOT: htmlRoot,
      DASHBOARD_NGINX_CONF: join(confDir, 'dashboard.conf'),
      DASHBOARD_LISTEN: `127.0.0.1:${nginxPort}`,
      DASHBOARD_API_URL: `${baseURL}/platform`,
      ...env,
    },
    encoding: 'utf8',
  })
  if (rendered.status !== 0) throw new Error(`docker/entrypoint.sh true failed:\n${rendered.stderr}`)
  const mainConf = join(dir, 'nginx.conf')
  writeFileSync(
    mainConf,
    `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${join(temp, 'body')};
  proxy_temp_path ${join(temp, 'proxy')};
  fastcgi_temp_path ${join(temp, 'fastcgi')};
  uwsgi_temp_path ${join(temp, 'uwsgi')};
  scgi_temp_path ${join(temp, 'scgi')};
  include ${join(confDir, 'dashboard.conf')};
}
`,
  )
  let log = ''
  const nginx = spawn(nginxBin, ['-p', `${dir}/`, '-c', mainConf, '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  nginx.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  nginx.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const gateway = { baseURL, log: () => log, close: () => stop(nginx) }
  try {
    await waitFor(
      `nginx (${name})`,
      async () => (await fetch(`${baseURL}/dashboard/config.json`)).ok,
      () => nginx.exitCode !== null,
      () => log,
    )
  } catch (error) {
    await gateway.close()
    throw error
  }
  return gateway
}

/** Starts the whole topology; the returned `close` stops every process and removes every file. */
export async function startSelfHosted(): Promise<SelfHosted & { close: () => Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'dashboard-self-hosted-'))
  // nginx's workers (nobody) read the build and the gateway's files from here.
  chmodSync(root, 0o755)
  const pgDir = join(root, 'pg')
  const data = join(pgDir, 'data')
  mkdirSync(pgDir)
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds()
    chownSync(pgDir, uid, gid)
  }
  chmodSync(pgDir, 0o700)

  let pgStarted = false
  let pgMeta: ChildProcess | undefined
  let gateway: Gateway | undefined
  const extraGateways: Gateway[] = []
  const extraPgMetas: ChildProcess[] = []
  let pgMetaLog = ''
  const pgLog = () => (existsSync(join(pgDir, 'log')) ? readFileSync(join(pgDir, 'log'), 'utf8') : '')
  const logs = () => `--- postgres\n${pgLog()}\n--- postgres-meta\n${pgMetaLog}\n--- nginx\n${gateway?.log() ?? ''}`

  const close = async () => {
    for (const extra of extraGateways) await extra.close()
    for (const extra of extraPgMetas) await stop(extra)
    await gateway?.close()
    await stop(pgMeta)
    if (pgStarted) {
      try {
        asPostgres(join(pgBin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // already gone
      }
    }
    rmSync(root, { recursive: true, force: true })
  }

  try {
    // PostgreSQL 15 with pg_cron and pg_stat_statements, on a loopback port, socket in its own folder.
    const pgPort = await freePort()
    asPostgres(join(pgBin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ])
    writeFileSync(
      join(data, 'postgresql.auto.conf'),
      [
        `listen_addresses = '127.0.0.1'`,
        `port = ${pgPort}`,
        `unix_socket_directories = '${pgDir}'`,
        `shared_preload_libraries = 'pg_cron, pg_stat_statements'`,
        `cron.database_name = 'postgres'`,
        // A throwaway cluster: durability is not worth the time.
        `fsync = off`,
        `synchronous_commit = off`,
        `full_page_writes = off`,
        '',
      ].join('\n'),
    )
    asPostgres(join(pgBin, 'pg_ctl'), ['-D', data, '-l', join(pgDir, 'log'), '-w', '-t', '30', 'start'])
    pgStarted = true
    const databaseUrl = `postgresql://postgres@127.0.0.1:${pgPort}/postgres`
    const psql = (sql: string) => {
      const result = spawnSync(
        join(pgBin, 'psql'),
        ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', sql],
        {
          encoding: 'utf8',
          timeout: START_TIMEOUT_MS,
        },
      )
      if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`)
      return result.stdout.trim()
    }

    // postgres-meta, the real server, on a database of the cluster.
    const spawnPgMeta = async (dbUrl: string, onLog: (text: string) => void) => {
      const port = await freePortPair()
      const url = `http://127.0.0.1:${port}`
      const child = spawn(process.execPath, [pgMetaServer], {
        cwd: repo,
        env: { PATH: process.env.PATH, PG_META_HOST: '127.0.0.1', PG_META_PORT: String(port), PG_META_DB_URL: dbUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout?.on('data', (chunk: Buffer) => onLog(chunk.toString()))
      child.stderr?.on('data', (chunk: Buffer) => onLog(chunk.toString()))
      const ready = async () =>
        (
          await fetch(`${url}/query`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ query: 'select 1' }),
          })
        ).ok
      return { child, url, ready }
    }
    const first = await spawnPgMeta(databaseUrl, (text) => (pgMetaLog += text))
    pgMeta = first.child
    const pgMetaUrl = first.url
    const meta = pgMeta
    await waitFor('postgres-meta', first.ready, () => meta.exitCode !== null, logs)
    const startPgMeta = async (database: string) => {
      let log = ''
      const extra = await spawnPgMeta(`postgresql://postgres@127.0.0.1:${pgPort}/${database}`, (text) => (log += text))
      extraPgMetas.push(extra.child)
      await waitFor(`postgres-meta (${database})`, extra.ready, () => extra.child.exitCode !== null, () => log)
      return { url: extra.url, close: () => stop(extra.child) }
    }

    // nginx with the configuration the entrypoint renders, serving a copy of the build.
    gateway = await startGateway(root, 'gateway', { DASHBOARD_PG_META_URL: pgMetaUrl })
    const { baseURL } = gateway

    const startExtraGateway = async (name: string, env: Record<string, string>) => {
      const extra = await startGateway(root, name, { DASHBOARD_PG_META_URL: pgMetaUrl, ...env })
      extraGateways.push(extra)
      return extra
    }
    return {
      baseURL,
      psql,
      databaseUrl,
      psqlPath: join(pgBin, 'psql'),
      pgMetaUrl,
      logs,
      startGateway: startExtraGateway,
      startPgMeta,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

/** A second gateway whose storage, log analytics and GraphQL upstreams are the fake services. */
export interface SelfHostedServices {
  /** That gateway's origin; the app is at `${baseURL}/dashboard/`. */
  baseURL: string
  fake: FakeServices
}

export const test = base.extend<
  { selfHosted: SelfHosted; services: SelfHostedServices },
  {
    selfHostedWorker: (SelfHosted & { close: () => Promise<void> }) | string
    servicesWorker: SelfHostedServices | string
  }
>({
  selfHostedWorker: [
    async ({}, provide) => {
      const missing = missingTools()
      if (missing.length > 0) {
        const message = `The self-hosted end-to-end tests need: ${missing.join('; ')}`
        // CI installs all of it (.ci/run): there a missing tool is a failure, not a skip.
        if (process.env.CI) throw new Error(message)
        await provide(message)
        return
      }
      const topology = await startSelfHosted()
      try {
        await provide(topology)
      } finally {
        await topology.close()
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  // Started only for the specs that ask for `services`, on the worker's one cluster.
  servicesWorker: [
    async ({ selfHostedWorker }, provide) => {
      if (typeof selfHostedWorker === 'string') {
        await provide(selfHostedWorker)
        return
      }
      const fake = await startFakeServices()
      try {
        const gateway = await selfHostedWorker.startGateway('services', {
          DASHBOARD_STORAGE_URL: fake.urls.storage,
          DASHBOARD_STORAGE_KEY: fake.keys.storage,
          DASHBOARD_LOGS_URL: fake.urls.logs,
          DASHBOARD_LOGS_KEY: fake.keys.logs,
          DASHBOARD_GRAPHQL_URL: fake.urls.graphql,
          DASHBOARD_GRAPHQL_KEY: fake.keys.graphql,
        })
        try {
          await provide({ baseURL: gateway.baseURL, fake })
        } finally {
          await gateway.close()
        }
      } finally {
        await fake.close()
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  services: async ({ servicesWorker }, provide, testInfo) => {
    if (typeof servicesWorker === 'string') {
      testInfo.skip(true, servicesWorker)
      return
    }
    await provide(servicesWorker)
  },
  selfHosted: async ({ selfHostedWorker }, provide, testInfo) => {
    if (typeof selfHostedWorker === 'string') {
      testInfo.skip(true, selfHostedWorker)
      return
    }
    await provide(selfHostedWorker)
  },
  baseURL: async ({ selfHosted }, provide) => provide(selfHosted.baseURL),
})
export { expect }
