import { http, HttpResponse } from 'msw'
import { defineState } from '../state'
import { latency, platform, unauthorized } from '../utils'

interface PoolerConfig {
  pool_mode: 'transaction' | 'session'
  default_pool_size: number
  max_client_conn: number
}
interface DatabaseSettings {
  restrictions: { dbAllowedCidrs: string[]; dbAllowedCidrsV6: string[] }
  ssl: boolean
  pooler?: PoolerConfig
  /** When the database password was last reset (ISO), if ever. */
  passwordResetAt?: string
}
const DEFAULT_POOLER: PoolerConfig = { pool_mode: 'transaction', default_pool_size: 15, max_client_conn: 200 }
const integerIn = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max
const databaseSettings = defineState('database-settings', () => ({}) as Record<string, DatabaseSettings>)
const settingsOf = (ref: string) => {
  const all = databaseSettings.get()
  all[ref] ??= { restrictions: { dbAllowedCidrs: ['0.0.0.0/0'], dbAllowedCidrsV6: ['::/0'] }, ssl: false }
  return all[ref]
}
const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** CONTRACT §13: network restrictions, SSL enforcement, pooler and password (the platform checks values too). */
export const databaseSettingsHandlers = [
  http.get(platform('/projects/:ref/config/pgbouncer'), async ({ request, params }) => {
    await latency()
    return unauthorized(request) ?? HttpResponse.json(settingsOf(String(params.ref)).pooler ?? DEFAULT_POOLER)
  }),
  http.patch(platform('/projects/:ref/config/pgbouncer'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const body = (await request.json().catch(() => ({}))) as Partial<Record<keyof PoolerConfig, unknown>>
    const current = settingsOf(String(params.ref))
    const next = { ...(current.pooler ?? DEFAULT_POOLER), ...body } as PoolerConfig
    if (
      !['transaction', 'session'].includes(next.pool_mode) ||
      !integerIn(next.default_pool_size, 1, 1000) ||
      !integerIn(next.max_client_conn, 1, 100_000) ||
      next.default_pool_size > next.max_client_conn
    ) {
      return HttpResponse.json(
        { message: 'Invalid pooler settings: pool_mode transaction or session, default_pool_size 1-1000 and at most max_client_conn (1-100000).' },
        { status: 400 },
      )
    }
    current.pooler = { pool_mode: next.pool_mode, default_pool_size: next.default_pool_size, max_client_conn: next.max_client_conn }
    databaseSettings.commit()
    return HttpResponse.json(current.pooler)
  }),
  http.patch(platform('/projects/:ref/db-password'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const body = (await request.json().catch(() => ({}))) as { password?: unknown }
    if (typeof body.password !== 'string' || body.password.length < 8 || body.password.length > 99) {
      return HttpResponse.json({ message: 'The password must be 8 to 99 characters long.' }, { status: 400 })
    }
    settingsOf(String(params.ref)).passwordResetAt = new Date().toISOString()
    databaseSettings.commit()
    return HttpResponse.json({ result: 'Database password updated' })
  }),
  http.get(platform('/projects/:ref/network-restrictions'), async ({ request, params }) => {
    await latency()
    return unauthorized(request) ?? HttpResponse.json({ config: settingsOf(String(params.ref)).restrictions })
  }),
  http.patch(platform('/projects/:ref/network-restrictions'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const body = (await request.json().catch(() => ({}))) as { dbAllowedCidrs?: unknown; dbAllowedCidrsV6?: unknown }
    if (!strings(body.dbAllowedCidrs) || !strings(body.dbAllowedCidrsV6)) {
      return HttpResponse.json({ message: 'dbAllowedCidrs and dbAllowedCidrsV6 must be lists of CIDRs.' }, { status: 400 })
    }
    const current = settingsOf(String(params.ref))
    current.restrictions = { dbAllowedCidrs: body.dbAllowedCidrs as string[], dbAllowedCidrsV6: body.dbAllowedCidrsV6 as string[] }
    databaseSettings.commit()
    return HttpResponse.json({ config: current.restrictions })
  }),
  http.get(platform('/projects/:ref/config/ssl-enforcement'), async ({ request, params }) => {
    await latency()
    return unauthorized(request) ?? HttpResponse.json({ currentConfig: { database: settingsOf(String(params.ref)).ssl } })
  }),
  http.patch(platform('/projects/:ref/config/ssl-enforcement'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const body = (await request.json().catch(() => ({}))) as { requestedConfig?: { database?: unknown } }
    const current = settingsOf(String(params.ref))
    current.ssl = body.requestedConfig?.database === true
    databaseSettings.commit()
    return HttpResponse.json({ currentConfig: { database: current.ssl } })
  }),
]
