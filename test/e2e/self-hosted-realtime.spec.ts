// Self-hosted Realtime (CONTRACT §16): a gateway rendered by docker/entrypoint.sh with DASHBOARD_REALTIME_URL
// and DASHBOARD_REALTIME_KEY in front of a stand-in realtime service that records the upgrade it receives
// and the frames sent on it, and answers joins and heartbeats as Phoenix does.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { acceptUpgrade } from '../support/websocket'
import { expect, test } from './support/self-hosted'

test.describe.configure({ timeout: 120_000 })

const SERVER_KEY = 'operator.realtime-key_123'

async function startRecordingRealtime() {
  const upgrades: { url: string; headers: IncomingHttpHeaders }[] = []
  const frames: Record<string, unknown>[] = []
  const open = new Set<Duplex>()
  const server = createServer((_req, res) => res.writeHead(426).end())
  server.on('upgrade', (req, socket, head) => {
    upgrades.push({ url: req.url ?? '', headers: req.headers })
    open.add(socket)
    socket.on('close', () => open.delete(socket))
    const client = acceptUpgrade(req, socket, head)
    client.onMessage((text) => {
      const frame = JSON.parse(text) as { topic: string; event: string; ref: string | null; join_ref: string | null }
      frames.push(frame)
      if (frame.event === 'phx_join' || frame.event === 'heartbeat')
        client.send(JSON.stringify({ topic: frame.topic, event: 'phx_reply', payload: { status: 'ok', response: { postgres_changes: [] } }, ref: frame.ref, join_ref: frame.join_ref }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upgrades,
    frames,
    close: () =>
      new Promise<void>((resolve) => {
        // Upgraded sockets are no longer the HTTP server's: they are ended here, or close() waits for them.
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** An upgrade sent straight to the gateway with the browser's own apikey (the app never sends one). */
function upgradeWithBrowserKey(baseURL: string) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(`${baseURL}/realtime/v1/websocket?apikey=browser-key&vsn=1.0.0&log_level=info`, {
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', apikey: 'browser-header-key', Cookie: 'session=browser' },
    })
    req.on('upgrade', (res, socket) => {
      socket.destroy()
      resolve(res.statusCode ?? 0)
    })
    req.on('response', (res) => resolve(res.statusCode ?? 0))
    req.on('error', reject)
    req.end()
  })
}

test('the inspector joins through the gateway: the service gets the operator key, never the browser one, and the join frame of §16', async ({ page, selfHosted }) => {
  // Without DASHBOARD_REALTIME_URL the page says what to set.
  await page.goto(`${selfHosted.baseURL}/dashboard/project/default/realtime/inspector`)
  await expect(page.getByTestId('service-not-configured')).toContainText('The realtime service is not configured')
  await expect(page.getByTestId('service-not-configured')).toContainText('DASHBOARD_REALTIME_URL')

  const realtime = await startRecordingRealtime()
  const gateway = await selfHosted.startGateway('realtime', { DASHBOARD_REALTIME_URL: realtime.url, DASHBOARD_REALTIME_KEY: SERVER_KEY })
  try {
    const sockets: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))
    await page.goto(`${gateway.baseURL}/dashboard/project/default/realtime/inspector`)
    await page.getByRole('textbox', { name: 'Channel name' }).fill('e2e-room')
    await page.getByRole('button', { name: 'Join', exact: true }).click()
    await expect(page.getByTestId('realtime-connection')).toContainText('Joined', { timeout: 10_000 })
    await expect(page.getByTestId('realtime-connection')).toContainText('Listening on realtime:e2e-room')

    // The browser holds no key: it opens the gateway's path with the protocol version only.
    expect(sockets).toEqual([`${gateway.baseURL.replace('http:', 'ws:')}/realtime/v1/websocket?vsn=1.0.0`])
    expect(realtime.upgrades).toHaveLength(1)
    expect(realtime.upgrades[0]!.url).toBe(`/socket/websocket?apikey=${SERVER_KEY}&vsn=1.0.0`)
    expect(realtime.frames[0]).toEqual({
      topic: 'realtime:e2e-room',
      event: 'phx_join',
      payload: { config: { broadcast: { self: true, ack: false }, presence: { key: '' }, postgres_changes: [], private: false } },
      ref: '1',
      join_ref: '1',
    })

    // A client that sends its own key has it replaced; its headers' key and cookies are dropped.
    expect(await upgradeWithBrowserKey(gateway.baseURL)).toBe(101)
    const direct = realtime.upgrades[1]!
    expect(direct.url).toBe(`/socket/websocket?apikey=${SERVER_KEY}&vsn=1.0.0`)
    expect(JSON.stringify(direct)).not.toContain('browser')
    expect(direct.headers.upgrade).toBe('websocket')
  } finally {
    await page.goto('about:blank')
    await gateway.close()
    await realtime.close()
  }
})
