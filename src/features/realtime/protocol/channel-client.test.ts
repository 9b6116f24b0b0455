import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RealtimeChannelClient, type ConnectionState, type SocketLike } from './channel-client'
import type { Frame } from './frames'

class FakeSocket implements SocketLike {
  readyState = 0
  sent: Record<string, unknown>[] = []
  onopen: SocketLike['onopen'] = null
  onmessage: SocketLike['onmessage'] = null
  onclose: SocketLike['onclose'] = null
  onerror: SocketLike['onerror'] = null
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>)
  }
  receive(frame: Partial<Frame>) {
    this.onmessage?.({ data: JSON.stringify({ ref: null, join_ref: null, payload: {}, ...frame }) })
  }
  close(code = 1000, reason = '') {
    if (this.readyState === 3) return
    this.readyState = 3
    this.onclose?.({ code, reason })
  }
}

const config = { channel: 'room', private: false, broadcast: true, presence: true, postgresChanges: [] }

describe('RealtimeChannelClient', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function setup() {
    const sockets: FakeSocket[] = []
    const states: ConnectionState[] = []
    const frames: Frame[] = []
    let keys = 0
    const client = new RealtimeChannelClient({
      config,
      socketUrl: () => Promise.resolve(`ws://x/realtime/v1/websocket?apikey=key-${++keys}&vsn=1.0.0`),
      accessToken: () => Promise.resolve('token'),
      onState: (state) => states.push(state),
      onFrame: (frame) => frames.push(frame),
      createSocket: (url) => {
        const socket = new FakeSocket(url)
        sockets.push(socket)
        return socket
      },
    })
    return { client, sockets, states, frames }
  }

  it('joins, beats every 25 s, lists channel frames and sends broadcasts', async () => {
    const { client, sockets, states, frames } = setup()
    client.join()
    await vi.waitFor(() => expect(sockets).toHaveLength(1))
    expect(states.at(-1)).toEqual({ status: 'connecting' })
    sockets[0]!.open()
    expect(sockets[0]!.sent[0]).toMatchObject({ topic: 'realtime:room', event: 'phx_join', ref: '1', join_ref: '1', payload: { access_token: 'token' } })
    expect(() => client.sendBroadcast('e', {})).toThrow('Join the channel before sending.')
    sockets[0]!.receive({ topic: 'realtime:room', event: 'phx_reply', ref: '1', payload: { status: 'ok', response: { postgres_changes: [] } } })
    expect(states.at(-1)).toEqual({ status: 'joined' })
    vi.advanceTimersByTime(25_000)
    expect(sockets[0]!.sent.at(-1)).toMatchObject({ topic: 'phoenix', event: 'heartbeat', payload: {} })
    sockets[0]!.receive({ topic: 'phoenix', event: 'phx_reply', ref: String(sockets[0]!.sent.at(-1)!.ref), payload: { status: 'ok' } })
    vi.advanceTimersByTime(25_000)
    expect(sockets[0]!.readyState).toBe(1)
    sockets[0]!.receive({ topic: 'realtime:room', event: 'broadcast', payload: { type: 'broadcast', event: 'e', payload: { a: 1 } } })
    expect(frames.map((f) => f.event)).toEqual(['broadcast'])
    client.sendBroadcast('hello', { b: 2 })
    expect(sockets[0]!.sent.at(-1)).toMatchObject({ event: 'broadcast', join_ref: '1', payload: { type: 'broadcast', event: 'hello', payload: { b: 2 } } })
    client.leave()
    expect(sockets[0]!.sent.at(-1)).toMatchObject({ event: 'phx_leave' })
    expect(states.at(-1)).toEqual({ status: 'idle' })
  })

  it('says the server reason when a join is refused, and does not retry it', async () => {
    const { client, sockets, states } = setup()
    client.join()
    await vi.waitFor(() => expect(sockets).toHaveLength(1))
    sockets[0]!.open()
    sockets[0]!.receive({ topic: 'realtime:room', event: 'phx_reply', ref: '1', payload: { status: 'error', response: { reason: 'Unauthorized: you do not have permissions to read from this Channel topic: room' } } })
    expect(states.at(-1)).toEqual({ status: 'error', reason: 'Unauthorized: you do not have permissions to read from this Channel topic: room' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sockets).toHaveLength(1)
  })

  it('reconnects with back-off when the socket drops, with a fresh key, and rejoins', async () => {
    const { client, sockets, states } = setup()
    client.join()
    await vi.waitFor(() => expect(sockets).toHaveLength(1))
    sockets[0]!.open()
    sockets[0]!.receive({ topic: 'realtime:room', event: 'phx_reply', ref: '1', payload: { status: 'ok' } })
    sockets[0]!.close(1006)
    expect(states.at(-1)).toMatchObject({ status: 'reconnecting', attempt: 1, delayMs: 1000 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(sockets).toHaveLength(2)
    expect(sockets[1]!.url).toContain('apikey=key-2')
    sockets[1]!.close(1006)
    expect(states.at(-1)).toMatchObject({ status: 'reconnecting', attempt: 2, delayMs: 2000 })
    await vi.advanceTimersByTimeAsync(2000)
    sockets[2]!.open()
    const join = sockets[2]!.sent[0]!
    expect(join).toMatchObject({ event: 'phx_join' })
    sockets[2]!.receive({ topic: 'realtime:room', event: 'phx_reply', ref: String(join.ref), payload: { status: 'ok' } })
    expect(states.at(-1)).toEqual({ status: 'joined' })
  })

  it('treats an unanswered heartbeat as a dropped connection', async () => {
    const { client, sockets, states } = setup()
    client.join()
    await vi.waitFor(() => expect(sockets).toHaveLength(1))
    sockets[0]!.open()
    sockets[0]!.receive({ topic: 'realtime:room', event: 'phx_reply', ref: '1', payload: { status: 'ok' } })
    vi.advanceTimersByTime(50_000)
    expect(states.at(-1)).toMatchObject({ status: 'reconnecting', attempt: 1 })
  })
})
