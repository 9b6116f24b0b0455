import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { extname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createMiddleware } from '@mswjs/http-middleware'
import compression from 'compression'
import express from 'express'
import { handlers } from '../../mocks/handlers'
import { realtimeHub, REALTIME_SOCKET_PATH, socketRefusal } from '../../mocks/realtime/server'
import { parseScenarios } from '../../mocks/scenarios'
import { configureMock, resetMockState } from '../../mocks/state'
import { acceptUpgrade, refuseUpgrade } from './websocket'

export interface MockServerOptions {
  port?: number
  distDir?: string
  config?: Record<string, unknown>
  latency?: number
}

const defaultDist = fileURLToPath(new URL('../../dist', import.meta.url))

/**
 * Serves the built app at /dashboard with the mocked platform over HTTP, the way production serves
 * the app next to a real API (config `mock: false`): no MSW code reaches the page.
 * Control endpoints for tests: POST /__mock/reset, POST /__mock/scenario?names=a,b, POST /__mock/platform?value=false.
 */
export async function startMockServer(options: MockServerOptions = {}) {
  // Absolute: res.sendFile refuses a relative path (E2E_DIST=dist-x served no precompressed PGlite files).
  const distDir = resolve(options.distDir ?? defaultDist)
  if (!existsSync(distDir)) throw new Error(`No build at ${distDir}: run npm run build first`)
  configureMock({ latency: options.latency ?? 0, platform: true, scenarios: [] })
  resetMockState()

  const app = express()
  let origin = ''
  const overrides: Record<string, unknown> = { ...options.config }
  // Streams (the assistant's Server-Sent Events) must not be buffered by compression.
  app.use(compression({ filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').includes('event-stream') && compression.filter(req, res) }))

  app.post('/__mock/reset', (_req, res) => {
    configureMock({ scenarios: [], platform: true })
    for (const key of Object.keys(overrides)) delete overrides[key]
    Object.assign(overrides, options.config)
    resetMockState()
    res.sendStatus(204)
  })
  app.post('/__mock/scenario', (req, res) => {
    configureMock({ scenarios: parseScenarios(String(req.query.names ?? '')) })
    resetMockState()
    res.sendStatus(204)
  })
  app.post('/__mock/config', express.json(), (req, res) => {
    Object.assign(overrides, req.body as Record<string, unknown>)
    if (typeof overrides.platform === 'boolean') configureMock({ platform: overrides.platform })
    res.sendStatus(204)
  })
  app.get('/dashboard/config.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({
      platform: true,
      apiUrl: `${origin}/platform`,
      authUrl: `${origin}/auth/v1`,
      mock: false,
      disabledFeatures: '',
      assistantUrl: `${origin}/assistant/v1/chat/completions`,
      ...overrides,
    })
  })
  app.use(createMiddleware(...handlers))
  // The build's precompressed copies (build-tools/precompress.ts: PGlite's files), sent as nginx's gzip_static does.
  app.get(/^\/dashboard\/assets\/[^/]+$/, (req, res, next) => {
    // Absolute: sendFile refuses a relative path (E2E_DIST=dist-name is one).
    const file = resolve(distDir, req.path.slice('/dashboard'.length + 1))
    if (!req.acceptsEncodings('gzip') || !existsSync(`${file}.gz`)) return next()
    res.set({ 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }).type(extname(file))
    res.sendFile(`${file}.gz`)
  })
  app.use('/dashboard', express.static(distDir, { index: false }))
  app.get(/^\/dashboard(\/.*)?$/, (_req, res) => res.sendFile('index.html', { root: distDir }))
  app.get('/', (_req, res) => res.redirect('/dashboard/'))

  const server = app.listen(options.port ?? 0, '127.0.0.1')
  // The project's Realtime socket on the mock's endpoint, answered by the same hub as in the browser.
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://mock')
    const ref = REALTIME_SOCKET_PATH.exec(url.pathname)?.[1]
    if (!ref) return refuseUpgrade(socket, 404, 'Not Found')
    const refused = socketRefusal(ref, url.searchParams.get('apikey'))
    if (refused) return refuseUpgrade(socket, 403, refused)
    const client = acceptUpgrade(request, socket, head)
    const session = realtimeHub().connect(ref, { send: (text) => client.send(text) })
    client.onMessage((text) => session.receive(text))
    client.onClose(() => session.closed())
  })
  await new Promise<void>((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    /** The Node server itself (the bench reads when an answer's last byte left it). */
    httpServer: server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    reset: () => resetMockState(),
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.PORT ?? 4180)
  const server = await startMockServer({ port, latency: Number(process.env.MOCK_LATENCY ?? 0) })
  console.log(`Mock platform and build at ${server.url}/dashboard/`)
}
