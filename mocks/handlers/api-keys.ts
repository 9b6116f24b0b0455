import { http, HttpResponse } from 'msw'
import { defineState } from '../state'
import { latency, unauthorized } from '../utils'
import { projectKey } from './edge-functions-state'
import { visibleProjects } from './projects'

interface MockApiKey {
  id: string
  name: string
  type: 'publishable' | 'secret' | 'legacy'
  api_key: string
  description: string
  inserted_at: string
}

const randomPart = () => crypto.randomUUID().replace(/-/g, '')
const initialKeys = (ref: string): MockApiKey[] => [
  { id: `${ref}-publishable`, name: 'default', type: 'publishable', api_key: `sb_publishable_${ref}_0000`, description: 'Safe to use in a browser', inserted_at: '2025-01-01T00:00:00Z' },
  { id: `${ref}-secret`, name: 'default', type: 'secret', api_key: `sb_secret_${ref}_0000`, description: 'Back-end access that bypasses row level security', inserted_at: '2025-01-01T00:00:00Z' },
  { id: `${ref}-anon`, name: 'anon', type: 'legacy', api_key: projectKey(ref, 'anon'), description: 'Legacy anon key', inserted_at: '2024-01-01T00:00:00Z' },
  { id: `${ref}-service-role`, name: 'service_role', type: 'legacy', api_key: projectKey(ref, 'service_role'), description: 'Legacy service_role key', inserted_at: '2024-01-01T00:00:00Z' },
]
const keysState = defineState('api-keys', () => ({}) as Record<string, MockApiKey[]>)

function keysOf(ref: string) {
  const all = keysState.get()
  all[ref] ??= initialKeys(ref)
  return all[ref]
}

/** The project's default publishable key (the settings' anon key too: one key per project). */
export const publishableKeyOf = (ref: string) => {
  const publishable = keysOf(ref).filter((key) => key.type === 'publishable')
  return (publishable.find((key) => key.name === 'default') ?? publishable[0])?.api_key ?? ''
}

/** Secrets (and legacy keys) come back masked unless ?reveal=true, as the platform answers. */
const masked = (key: MockApiKey, reveal: boolean) =>
  reveal || key.type === 'publishable' ? key : { ...key, api_key: `${key.api_key.slice(0, 14)}${'•'.repeat(12)}` }

const v1 = (path: string) => `*/v1${path}`

/** CONTRACT §13 API keys: list, create (answered once in full), revoke. */
export const apiKeyHandlers = [
  http.get(v1('/projects/:ref/api-keys'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const ref = String(params.ref)
    if (!visibleProjects().some((project) => project.ref === ref)) return HttpResponse.json({ message: 'Project not found' }, { status: 404 })
    const reveal = new URL(request.url).searchParams.get('reveal') === 'true'
    return HttpResponse.json(keysOf(ref).map((key) => masked(key, reveal)))
  }),
  http.post(v1('/projects/:ref/api-keys'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const ref = String(params.ref)
    const body = (await request.json().catch(() => ({}))) as { name?: unknown; type?: unknown; description?: unknown }
    const name = typeof body.name === 'string' ? body.name.trim() : ''
    if (!/^[a-z_][a-z0-9_]{0,63}$/.test(name)) {
      return HttpResponse.json({ message: 'Key names use lowercase letters, digits and underscores, starting with a letter.' }, { status: 400 })
    }
    const type = body.type === 'publishable' ? 'publishable' : 'secret'
    if (keysOf(ref).some((key) => key.type === type && key.name === name)) {
      return HttpResponse.json({ message: `A ${type} key named ${name} exists already.` }, { status: 409 })
    }
    const key: MockApiKey = {
      id: crypto.randomUUID(),
      name,
      type,
      api_key: `sb_${type}_${randomPart()}`,
      description: typeof body.description === 'string' ? body.description : '',
      inserted_at: new Date().toISOString(),
    }
    keysOf(ref).push(key)
    keysState.commit()
    return HttpResponse.json(key, { status: 201 })
  }),
  http.delete(v1('/projects/:ref/api-keys/:id'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const keys = keysOf(String(params.ref))
    const index = keys.findIndex((key) => key.id === params.id && key.type !== 'legacy')
    if (index < 0) return HttpResponse.json({ message: 'API key not found' }, { status: 404 })
    const [removed] = keys.splice(index, 1)
    keysState.commit()
    return HttpResponse.json(removed && masked(removed, false))
  }),
]
