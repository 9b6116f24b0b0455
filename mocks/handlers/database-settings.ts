import { http, HttpResponse } from 'msw'
import { defineState } from '../state'
import { latency, platform, unauthorized } from '../utils'

interface DatabaseSettings {
  restrictions: { dbAllowedCidrs: string[]; dbAllowedCidrsV6: string[] }
  ssl: boolean
}
const databaseSettings = defineState('database-settings', () => ({}) as Record<string, DatabaseSettings>)
const settingsOf = (ref: string) => {
  const all = databaseSettings.get()
  all[ref] ??= { restrictions: { dbAllowedCidrs: ['0.0.0.0/0'], dbAllowedCidrsV6: ['::/0'] }, ssl: false }
  return all[ref]
}
const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** CONTRACT §13: network restrictions and SSL enforcement (the platform checks CIDRs too). */
export const databaseSettingsHandlers = [
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
