import type { CapturedChange } from './capture'
import { matchesFilter } from './filter'

/** One socket, whatever carries it (MSW's WebSocket link in the browser, a Node socket on the mock server). */
export interface RealtimeConnection {
  send(text: string): void
}

/** What the tabs of one browser tell each other (BroadcastChannel), so they share one Realtime. */
export type BusMessage =
  | { type: 'broadcast'; ref: string; topic: string; payload: unknown }
  | { type: 'presence'; ref: string; topic: string; key: string; meta: Record<string, unknown> | null }
  | { type: 'presence-hello'; ref: string; topic: string }
  | { type: 'changes'; ref: string; changes: CapturedChange[] }

export interface Bus {
  post(message: BusMessage): void
}

interface ChangeSubscription {
  id: number
  event: string
  schema: string
  table?: string
  filter?: string
}

interface Subscription {
  connection: RealtimeConnection
  ref: string
  topic: string
  joinRef: string | null
  presenceKey: string
  changes: ChangeSubscription[]
}

interface Frame {
  topic: string
  event: string
  payload: Record<string, unknown>
  ref: string | null
  join_ref: string | null
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

let nextChangeId = 1

/** The mock's Realtime server: Phoenix v1 JSON frames (CONTRACT §16), broadcast, presence and database changes. */
export function createRealtimeHub(bus?: Bus) {
  const subscriptions = new Set<Subscription>()
  // Presence per project and topic: key → meta, for this tab's own members and those other tabs told of.
  const presence = new Map<string, Map<string, Record<string, unknown>>>()
  const presenceOf = (ref: string, topic: string) => {
    const id = `${ref}\n${topic}`
    let members = presence.get(id)
    if (!members) presence.set(id, (members = new Map()))
    return members
  }

  const send = (connection: RealtimeConnection, frame: Frame) => {
    try {
      connection.send(JSON.stringify(frame))
    } catch {
      // A socket closing in the meantime.
    }
  }
  const reply = (connection: RealtimeConnection, frame: Frame, response: Record<string, unknown> = {}, status = 'ok') =>
    send(connection, { topic: frame.topic, event: 'phx_reply', payload: { status, response }, ref: frame.ref, join_ref: frame.join_ref })
  const onTopic = (ref: string, topic: string) => [...subscriptions].filter((s) => s.ref === ref && s.topic === topic)

  const deliverBroadcast = (ref: string, topic: string, payload: unknown) => {
    for (const s of onTopic(ref, topic)) send(s.connection, { topic, event: 'broadcast', payload: asRecord(payload), ref: null, join_ref: s.joinRef })
  }
  const deliverPresence = (ref: string, topic: string, key: string, meta: Record<string, unknown> | null) => {
    const members = presenceOf(ref, topic)
    const previous = members.get(key)
    if (meta) members.set(key, meta)
    else members.delete(key)
    const diff = {
      joins: meta ? { [key]: { metas: [meta] } } : {},
      leaves: previous && !meta ? { [key]: { metas: [previous] } } : {},
    }
    if (!meta && !previous) return
    for (const s of onTopic(ref, topic)) send(s.connection, { topic, event: 'presence_diff', payload: diff, ref: null, join_ref: s.joinRef })
  }
  const deliverChanges = (ref: string, changes: readonly CapturedChange[]) => {
    for (const change of changes)
      for (const s of subscriptions) {
        if (s.ref !== ref) continue
        const ids = s.changes
          .filter((c) => (c.event === '*' || c.event === change.type) && c.schema === change.schema && (!c.table || c.table === change.table))
          .filter((c) => !c.filter || matchesFilter(c.filter, change.record ?? change.old_record))
          .map((c) => c.id)
        if (ids.length) send(s.connection, { topic: s.topic, event: 'postgres_changes', payload: { ids, data: change }, ref: null, join_ref: s.joinRef })
      }
  }

  const leave = (s: Subscription) => {
    if (!subscriptions.delete(s)) return
    if (presenceOf(s.ref, s.topic).has(s.presenceKey)) {
      deliverPresence(s.ref, s.topic, s.presenceKey, null)
      bus?.post({ type: 'presence', ref: s.ref, topic: s.topic, key: s.presenceKey, meta: null })
    }
  }

  function join(connection: RealtimeConnection, ref: string, frame: Frame): Subscription {
    const config = asRecord(frame.payload.config)
    const changes = (Array.isArray(config.postgres_changes) ? config.postgres_changes : []).map((entry) => {
      const c = asRecord(entry)
      const change: ChangeSubscription = { id: nextChangeId++, event: typeof c.event === 'string' ? c.event : '*', schema: typeof c.schema === 'string' ? c.schema : 'public' }
      if (typeof c.table === 'string') change.table = c.table
      if (typeof c.filter === 'string') change.filter = c.filter
      return change
    })
    const key = asRecord(config.presence).key
    const subscription: Subscription = { connection, ref, topic: frame.topic, joinRef: frame.ref, presenceKey: typeof key === 'string' && key ? key : crypto.randomUUID(), changes }
    subscriptions.add(subscription)
    reply(connection, frame, { postgres_changes: changes.map(({ id, event, schema, table, filter }) => ({ id, event, schema, table, ...(filter ? { filter } : {}) })) })
    const state = Object.fromEntries([...presenceOf(ref, frame.topic)].map(([k, meta]) => [k, { metas: [meta] }]))
    send(connection, { topic: frame.topic, event: 'presence_state', payload: state, ref: null, join_ref: frame.ref })
    if (changes.length)
      send(connection, {
        topic: frame.topic,
        event: 'system',
        payload: { status: 'ok', message: 'Subscribed to PostgreSQL', extension: 'postgres_changes', channel: frame.topic.replace(/^realtime:/, '') },
        ref: null,
        join_ref: frame.ref,
      })
    bus?.post({ type: 'presence-hello', ref, topic: frame.topic })
    return subscription
  }

  return {
    /** A new socket for the project `ref`: hand it each text frame, and tell it when the socket closed. */
    connect(ref: string, connection: RealtimeConnection) {
      const mine = new Map<string, Subscription>()
      return {
        receive(text: string) {
          let frame: Frame
          try {
            const json = asRecord(JSON.parse(text))
            if (typeof json.topic !== 'string' || typeof json.event !== 'string') return
            frame = { topic: json.topic, event: json.event, payload: asRecord(json.payload), ref: typeof json.ref === 'string' ? json.ref : null, join_ref: typeof json.join_ref === 'string' ? json.join_ref : null }
          } catch {
            return
          }
          if (frame.topic === 'phoenix') return frame.event === 'heartbeat' ? reply(connection, frame) : undefined
          const joined = mine.get(frame.topic)
          if (frame.event === 'phx_join') {
            if (joined) leave(joined)
            mine.set(frame.topic, join(connection, ref, frame))
            return
          }
          if (!joined) return reply(connection, frame, { reason: 'unmatched topic' }, 'error')
          switch (frame.event) {
            case 'broadcast':
              deliverBroadcast(ref, frame.topic, frame.payload)
              bus?.post({ type: 'broadcast', ref, topic: frame.topic, payload: frame.payload })
              return
            case 'presence': {
              const track = frame.payload.event === 'track'
              const meta = track ? { ...asRecord(frame.payload.payload), phx_ref: crypto.randomUUID().slice(0, 12) } : null
              deliverPresence(ref, frame.topic, joined.presenceKey, meta)
              bus?.post({ type: 'presence', ref, topic: frame.topic, key: joined.presenceKey, meta })
              return reply(connection, frame)
            }
            case 'phx_leave':
              leave(joined)
              mine.delete(frame.topic)
              reply(connection, frame)
              return send(connection, { topic: frame.topic, event: 'phx_close', payload: {}, ref: frame.ref, join_ref: frame.join_ref })
            default:
              return reply(connection, frame)
          }
        },
        closed() {
          for (const s of mine.values()) leave(s)
          mine.clear()
        },
      }
    },
    /** The demo database's writes to published tables (from this tab or process). */
    publishChanges(ref: string, changes: CapturedChange[]) {
      deliverChanges(ref, changes)
      bus?.post({ type: 'changes', ref, changes })
    },
    /** What another tab said. */
    fromBus(message: BusMessage) {
      switch (message.type) {
        case 'broadcast':
          return deliverBroadcast(message.ref, message.topic, message.payload)
        case 'presence':
          return deliverPresence(message.ref, message.topic, message.key, message.meta)
        case 'changes':
          return deliverChanges(message.ref, message.changes)
        case 'presence-hello':
          // A tab joined: it hears of this tab's own members.
          for (const s of onTopic(message.ref, message.topic)) {
            const meta = presenceOf(s.ref, s.topic).get(s.presenceKey)
            if (meta) bus?.post({ type: 'presence', ref: s.ref, topic: s.topic, key: s.presenceKey, meta })
          }
      }
    },
  }
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>
