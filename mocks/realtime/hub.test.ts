import { describe, expect, it } from 'vitest'
import { createRealtimeHub, type BusMessage } from './hub'
import { matchesFilter } from './filter'

function socket(hub: ReturnType<typeof createRealtimeHub>, ref = 'proj') {
  const received: Record<string, unknown>[] = []
  const session = hub.connect(ref, { send: (text) => received.push(JSON.parse(text) as Record<string, unknown>) })
  const push = (frame: Record<string, unknown>) => session.receive(JSON.stringify({ ref: null, join_ref: null, payload: {}, ...frame }))
  return { received, session, push, events: () => received.map((f) => f.event) }
}

const joinFrame = (changes: unknown[] = []) => ({
  topic: 'realtime:room',
  event: 'phx_join',
  ref: '1',
  join_ref: '1',
  payload: { config: { broadcast: { self: true, ack: false }, presence: { key: '' }, postgres_changes: changes, private: false } },
})

const change = { schema: 'public', table: 'notes', commit_timestamp: 't', type: 'INSERT' as const, record: { id: 7, body: 'hi' }, old_record: null, columns: [], errors: null }

describe('the mock Realtime hub', () => {
  it('answers joins and heartbeats, shares broadcasts and presence on a topic, and tells the other tabs', () => {
    const posted: BusMessage[] = []
    const hub = createRealtimeHub({ post: (m) => posted.push(m) })
    const a = socket(hub)
    const b = socket(hub)
    a.push({ topic: 'phoenix', event: 'heartbeat', ref: '9' })
    expect(a.received[0]).toEqual({ topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '9', join_ref: null })
    a.push(joinFrame([{ event: '*', schema: 'public', table: 'notes' }]))
    expect(a.received[1]).toMatchObject({ event: 'phx_reply', ref: '1', payload: { status: 'ok', response: { postgres_changes: [{ event: '*', schema: 'public', table: 'notes' }] } } })
    expect(a.events()).toEqual(['phx_reply', 'phx_reply', 'presence_state', 'system'])
    b.push(joinFrame())
    b.push({ topic: 'realtime:room', event: 'broadcast', ref: '2', join_ref: '1', payload: { type: 'broadcast', event: 'chat', payload: { text: '<img src=x>' } } })
    expect(a.received.at(-1)).toMatchObject({ event: 'broadcast', payload: { type: 'broadcast', event: 'chat', payload: { text: '<img src=x>' } } })
    expect(b.received.at(-1)).toMatchObject({ event: 'broadcast' })
    expect(posted).toContainEqual({ type: 'broadcast', ref: 'proj', topic: 'realtime:room', payload: { type: 'broadcast', event: 'chat', payload: { text: '<img src=x>' } } })
    b.push({ topic: 'realtime:room', event: 'presence', ref: '3', join_ref: '1', payload: { type: 'presence', event: 'track', payload: { user: 'b' } } })
    expect(a.received.at(-1)).toMatchObject({ event: 'presence_diff', payload: { leaves: {} } })
    b.session.closed()
    expect(a.received.at(-1)).toMatchObject({ event: 'presence_diff', payload: { joins: {} } })
  })

  it('sends database changes to the subscriptions they match, filter included, and those of other tabs', () => {
    const hub = createRealtimeHub()
    const all = socket(hub)
    const filtered = socket(hub)
    const other = socket(hub, 'other-project')
    all.push(joinFrame([{ event: '*', schema: 'public' }]))
    filtered.push(joinFrame([{ event: '*', schema: 'public', table: 'notes', filter: 'id=eq.8' }]))
    other.push(joinFrame([{ event: '*', schema: 'public' }]))
    hub.publishChanges('proj', [change])
    expect(all.received.at(-1)).toMatchObject({ topic: 'realtime:room', event: 'postgres_changes', payload: { data: change } })
    expect(filtered.events()).not.toContain('postgres_changes')
    expect(other.events()).not.toContain('postgres_changes')
    hub.fromBus({ type: 'changes', ref: 'proj', changes: [{ ...change, record: { id: 8 } }] })
    expect(filtered.received.at(-1)).toMatchObject({ event: 'postgres_changes', payload: { data: { record: { id: 8 } } } })
  })

  it('matches Realtime filters', () => {
    expect(matchesFilter('id=eq.7', { id: 7 })).toBe(true)
    expect(matchesFilter('id=gt.7', { id: 10 })).toBe(true)
    expect(matchesFilter('name=in.(a,b)', { name: 'b' })).toBe(true)
    expect(matchesFilter('name=neq.a', { name: 'a' })).toBe(false)
  })
})
