import { http, HttpResponse } from 'msw'
import { defineState } from '../state'
import { latency, platform, unauthorized } from '../utils'

interface RealtimeConfig {
  private_only: boolean
  connection_pool: number
  max_concurrent_users: number
  max_events_per_second: number
  max_presence_events_per_second: number
  max_payload_size_in_kb: number
  suspend: boolean
}
/** A new project's Realtime settings, as the realtime service's tenant defaults. */
const DEFAULT_REALTIME: RealtimeConfig = {
  private_only: false,
  connection_pool: 2,
  max_concurrent_users: 200,
  max_events_per_second: 100,
  max_presence_events_per_second: 100,
  max_payload_size_in_kb: 3000,
  suspend: false,
}
const RANGES: Record<string, [number, number]> = {
  connection_pool: [1, 100],
  max_concurrent_users: [1, 100_000],
  max_events_per_second: [1, 100_000],
  max_presence_events_per_second: [1, 100_000],
  max_payload_size_in_kb: [1, 10_000],
}
const realtimeConfigs = defineState('realtime-config', () => ({}) as Record<string, RealtimeConfig>)
const configOf = (ref: string) => {
  const all = realtimeConfigs.get()
  all[ref] ??= { ...DEFAULT_REALTIME }
  return all[ref]
}

/** The platform's check of a PATCH: known keys, booleans, whole numbers in range; the problem in words. */
function problem(body: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(body)) {
    if (!(key in DEFAULT_REALTIME)) return `Unknown Realtime setting: ${key}.`
    const range = RANGES[key]
    if (!range && typeof value !== 'boolean') return `${key} must be true or false.`
    if (range && !(Number.isInteger(value) && (value as number) >= range[0] && (value as number) <= range[1]))
      return `${key} must be a whole number from ${range[0]} to ${range[1]}.`
  }
  return null
}

/** CONTRACT §16: the project's Realtime settings, kept in the mock's state. */
export const realtimeConfigHandlers = [
  http.get(platform('/projects/:ref/config/realtime'), async ({ request, params }) => {
    await latency()
    return unauthorized(request) ?? HttpResponse.json(configOf(String(params.ref)))
  }),
  http.patch(platform('/projects/:ref/config/realtime'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null
    const wrong = body && typeof body === 'object' ? problem(body) : 'The body must be a JSON object.'
    if (wrong) return HttpResponse.json({ message: wrong }, { status: 400 })
    const current = configOf(String(params.ref))
    Object.assign(current, body)
    realtimeConfigs.commit()
    return HttpResponse.json(current)
  }),
]
