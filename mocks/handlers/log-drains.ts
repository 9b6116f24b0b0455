import { http, HttpResponse } from 'msw'
import { checkLogDrain, type HeaderRow } from '@/features/project-settings/log-drains'
import { defineState } from '../state'
import { latency, platform, unauthorized } from '../utils'
import { visibleProjects } from './projects'

interface MockLogDrain {
  id: number
  token: string
  name: string
  description: string
  type: 'webhook'
  config: { url: string; headers: Record<string, string> }
}

const drainsState = defineState('log-drains', () => ({}) as Record<string, MockLogDrain[]>)
const drainsOf = (ref: string) => {
  const all = drainsState.get()
  all[ref] ??= []
  return all[ref]
}
const problem = (message: string, status = 400) => HttpResponse.json({ message }, { status })
const known = (ref: unknown) => visibleProjects().some((project) => project.ref === ref)

/** CONTRACT §13 log drains: list, add (checked as the platform does), delete by token. */
export const logDrainHandlers = [
  http.get(platform('/projects/:ref/analytics/log-drains'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    if (!known(params.ref)) return problem('Project not found', 404)
    return HttpResponse.json(drainsOf(String(params.ref)))
  }),
  http.post(platform('/projects/:ref/analytics/log-drains'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    if (!known(params.ref)) return problem('Project not found', 404)
    const body = (await request.json().catch(() => ({}))) as { name?: unknown; type?: unknown; config?: { url?: unknown; headers?: unknown } }
    if (body.type !== 'webhook') return problem('Only HTTP (webhook) drains are supported.')
    const headers: HeaderRow[] =
      body.config?.headers && typeof body.config.headers === 'object'
        ? Object.entries(body.config.headers as Record<string, unknown>).map(([name, value]) => ({ name, value: String(value) }))
        : []
    const checked = checkLogDrain({ name: String(body.name ?? ''), url: String(body.config?.url ?? ''), headers })
    const first = checked.errors.name ?? checked.errors.url ?? Object.values(checked.errors.headers)[0]?.name ?? Object.values(checked.errors.headers)[0]?.value
    if (!checked.body) return problem(first ?? 'The drain is not valid.')
    const drains = drainsOf(String(params.ref))
    if (drains.some((drain) => drain.name === checked.body!.name)) return problem(`A drain named ${checked.body.name} exists already.`, 409)
    const drain: MockLogDrain = {
      id: drains.reduce((max, existing) => Math.max(max, existing.id), 0) + 1,
      token: crypto.randomUUID(),
      name: checked.body.name,
      description: '',
      type: 'webhook',
      config: checked.body.config,
    }
    drains.push(drain)
    drainsState.commit()
    return HttpResponse.json(drain, { status: 201 })
  }),
  http.delete(platform('/projects/:ref/analytics/log-drains/:token'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const drains = drainsOf(String(params.ref))
    const index = drains.findIndex((drain) => drain.token === params.token)
    if (index < 0) return problem('Log drain not found', 404)
    const [removed] = drains.splice(index, 1)
    drainsState.commit()
    return HttpResponse.json(removed)
  }),
]
