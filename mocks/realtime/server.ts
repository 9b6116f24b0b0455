import { createRealtimeHub, type BusMessage, type RealtimeHub } from './hub'

const BUS_NAME = 'dashboard-mock-realtime'
let hub: RealtimeHub | undefined

/**
 * The mock's one Realtime per page (or per Node process). In the browser the tabs of one browser share
 * it over a BroadcastChannel: each tab's mock delivers what the others post (broadcasts, presence, and
 * the changes written to its own copy of the demo database).
 */
export function realtimeHub(): RealtimeHub {
  if (hub) return hub
  const channel = typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(BUS_NAME) : undefined
  const created = createRealtimeHub(channel && { post: (message) => channel.postMessage(message) })
  channel?.addEventListener('message', (event: MessageEvent<BusMessage>) => created.fromBus(event.data))
  hub = created
  return created
}

// The temporary keys the mock handed out (in memory, as the platform's are short-lived).
const issued = new Map<string, { ref: string; expiresAt: number }>()

export function issueTemporaryKey(ref: string, lifetimeS: number): string {
  const key = `sb_temp_${ref}_${crypto.randomUUID().replace(/-/g, '')}`
  issued.set(key, { ref, expiresAt: Date.now() + lifetimeS * 1000 })
  return key
}

/** Why the socket is refused, or undefined: a key this mock issued for the project, not expired. */
export function socketRefusal(ref: string, key: string | null): string | undefined {
  if (!key) return 'No API key found in request'
  const entry = issued.get(key)
  if (!entry || entry.ref !== ref) return 'Invalid API key'
  if (entry.expiresAt < Date.now()) return 'Token has expired'
  return undefined
}

/** `/project-api/{ref}/realtime/v1/websocket`: the project's Realtime socket on the mock's endpoint. */
export const REALTIME_SOCKET_PATH = /\/project-api\/([^/]+)\/realtime\/v1\/websocket$/
