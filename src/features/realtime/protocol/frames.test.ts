import { describe, expect, it } from 'vitest'
import { broadcastFrame, decodeFrame, encodeFrame, heartbeatFrame, joinFrame, trackFrame } from './frames'
import { classifyFrame, oneLine } from './messages'
import { realtimeSocketUrl } from './socket-url'

describe('Phoenix v1 frame codec', () => {
  it('builds the join frame exactly as CONTRACT §16 says', () => {
    const frame = joinFrame(
      { channel: 'room-1', private: true, broadcast: true, presence: true, postgresChanges: [{ schema: 'public', table: 'notes', filter: 'id=eq.1' }, { schema: 'audit' }] },
      '1',
      'role-token',
    )
    expect(JSON.parse(encodeFrame(frame))).toEqual({
      topic: 'realtime:room-1',
      event: 'phx_join',
      payload: {
        config: {
          broadcast: { self: true, ack: false },
          presence: { key: '' },
          postgres_changes: [{ event: '*', schema: 'public', table: 'notes', filter: 'id=eq.1' }, { event: '*', schema: 'audit' }],
          private: true,
        },
        access_token: 'role-token',
      },
      ref: '1',
      join_ref: '1',
    })
    const withoutRole = joinFrame({ channel: 'c', private: false, broadcast: true, presence: false, postgresChanges: [] }, '4')
    expect(withoutRole.payload).not.toHaveProperty('access_token')
  })

  it('builds heartbeat, broadcast and presence frames', () => {
    expect(JSON.parse(encodeFrame(heartbeatFrame('7')))).toEqual({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '7', join_ref: null })
    expect(JSON.parse(encodeFrame(broadcastFrame('c', 'cursor', { x: 1 }, '8', '1')))).toEqual({
      topic: 'realtime:c',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
      ref: '8',
      join_ref: '1',
    })
    expect(trackFrame('c', { user: 'a' }, '9', '1').payload).toEqual({ type: 'presence', event: 'track', payload: { user: 'a' } })
  })

  it('parses incoming frames with zod and says why a frame is refused', () => {
    const reply = decodeFrame('{"topic":"realtime:c","event":"phx_reply","payload":{"status":"ok","response":{"postgres_changes":[]}},"ref":"1","join_ref":"1"}')
    expect(reply).toEqual({ ok: true, frame: { topic: 'realtime:c', event: 'phx_reply', payload: { status: 'ok', response: { postgres_changes: [] } }, ref: '1', join_ref: '1' } })
    expect(decodeFrame('{"topic":"t","event":"broadcast","payload":{}}')).toMatchObject({ ok: true, frame: { ref: null, join_ref: null } })
    expect(decodeFrame('not json')).toEqual({ ok: false, reason: 'The server sent a frame that is not JSON.' })
    expect(decodeFrame('{"topic":1,"event":"x","payload":{}}')).toMatchObject({ ok: false })
    expect(decodeFrame('[null,null,"t","e",{}]')).toMatchObject({ ok: false })
  })

  it('lists broadcast, presence, database changes and system frames by kind and event', () => {
    const frame = (event: string, payload: Record<string, unknown>) => ({ topic: 'realtime:c', event, payload, ref: null, join_ref: null })
    expect(classifyFrame(frame('broadcast', { type: 'broadcast', event: 'cursor', payload: { x: 1 } }))).toEqual({ kind: 'broadcast', event: 'cursor', payload: { x: 1 } })
    expect(classifyFrame(frame('presence_diff', { joins: {}, leaves: {} }))).toMatchObject({ kind: 'presence', event: 'presence_diff' })
    const data = { schema: 'public', table: 'notes', commit_timestamp: '2026-01-01T00:00:00Z', type: 'INSERT', record: { id: 1 }, old_record: null, columns: [], errors: null }
    expect(classifyFrame(frame('postgres_changes', { ids: [1], data }))).toEqual({ kind: 'postgres_changes', event: 'INSERT', payload: data })
    expect(classifyFrame(frame('system', { status: 'ok', extension: 'postgres_changes', message: 'Subscribed' }))).toMatchObject({ kind: 'system', event: 'postgres_changes ok' })
    expect(classifyFrame(frame('phx_reply', { status: 'ok' }))).toBeUndefined()
    expect(oneLine({ html: '<img src=x onerror=alert(1)>' })).toBe('{"html":"<img src=x onerror=alert(1)>"}')
  })
})

describe('the socket URL', () => {
  it('turns the endpoint into the websocket URL with the key and the protocol version', () => {
    expect(realtimeSocketUrl('abc.example.co', 'k.e/y')).toBe('wss://abc.example.co/realtime/v1/websocket?apikey=k.e%2Fy&vsn=1.0.0')
    expect(realtimeSocketUrl('https://abc.example.co/', 'k')).toBe('wss://abc.example.co/realtime/v1/websocket?apikey=k&vsn=1.0.0')
    expect(realtimeSocketUrl('http://localhost:5173/project-api/ref', 'k')).toBe('ws://localhost:5173/project-api/ref/realtime/v1/websocket?apikey=k&vsn=1.0.0')
    expect(realtimeSocketUrl('http://localhost:8080', null)).toBe('ws://localhost:8080/realtime/v1/websocket?vsn=1.0.0')
  })
})
