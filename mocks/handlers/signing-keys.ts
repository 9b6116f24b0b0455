import { http, HttpResponse } from 'msw'
import { defineState } from '../state'
import { latency, unauthorized } from '../utils'
import { visibleProjects } from './projects'

type Status = 'in_use' | 'standby' | 'previously_used' | 'revoked'
interface MockSigningKey {
  id: string
  algorithm: string
  status: Status
  created_at: string
  updated_at: string
}

/** Every project starts on its legacy JWT secret (HS256), as projects made before signing keys do. */
const initialKeys = (ref: string): MockSigningKey[] => [
  { id: `${ref.slice(0, 8)}-0000-4000-8000-legacyhs256`, algorithm: 'HS256', status: 'in_use', created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' },
]
const keysState = defineState('signing-keys', () => ({}) as Record<string, MockSigningKey[]>)

function keysOf(ref: string) {
  const all = keysState.get()
  all[ref] ??= initialKeys(ref)
  return all[ref]
}

const v1 = (path: string) => `*/v1${path}`
const problem = (message: string, status = 400) => HttpResponse.json({ message }, { status })
const ALGORITHMS = ['ES256', 'RS256', 'EdDSA']

/** Which status a key may move to from which (the platform's rules for rotation and revocation). */
const ALLOWED: Record<Status, Status[]> = {
  standby: ['in_use'],
  in_use: [],
  previously_used: ['revoked', 'standby'],
  revoked: [],
}

/** CONTRACT §13 JWT signing keys: list, create a standby key, rotate (standby → in use), revoke, delete. */
export const signingKeyHandlers = [
  http.get(v1('/projects/:ref/config/auth/signing-keys'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const ref = String(params.ref)
    if (!visibleProjects().some((project) => project.ref === ref)) return problem('Project not found', 404)
    return HttpResponse.json({ keys: keysOf(ref) })
  }),
  http.post(v1('/projects/:ref/config/auth/signing-keys'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const keys = keysOf(String(params.ref))
    const body = (await request.json().catch(() => ({}))) as { algorithm?: unknown; status?: unknown }
    if (typeof body.algorithm !== 'string' || !ALGORITHMS.includes(body.algorithm)) return problem(`The algorithm must be one of ${ALGORITHMS.join(', ')}.`)
    if (body.status !== undefined && body.status !== 'standby') return problem('A new key starts as a standby key.')
    if (keys.some((key) => key.status === 'standby')) return problem('There is a standby key already: rotate to it or delete it first.', 409)
    const now = new Date().toISOString()
    const key: MockSigningKey = { id: crypto.randomUUID(), algorithm: body.algorithm, status: 'standby', created_at: now, updated_at: now }
    keys.push(key)
    keysState.commit()
    return HttpResponse.json(key, { status: 201 })
  }),
  http.patch(v1('/projects/:ref/config/auth/signing-keys/:id'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const keys = keysOf(String(params.ref))
    const key = keys.find((candidate) => candidate.id === params.id)
    if (!key) return problem('Signing key not found', 404)
    const body = (await request.json().catch(() => ({}))) as { status?: unknown }
    const next = body.status as Status
    if (!ALLOWED[key.status].includes(next)) return problem(`A key that is ${key.status.replace('_', ' ')} cannot become ${String(next).replace('_', ' ')}.`)
    if (next === 'standby' && keys.some((candidate) => candidate.status === 'standby')) return problem('There is a standby key already.', 409)
    const now = new Date().toISOString()
    if (next === 'in_use') {
      for (const current of keys.filter((candidate) => candidate.status === 'in_use')) {
        current.status = 'previously_used'
        current.updated_at = now
      }
    }
    key.status = next
    key.updated_at = now
    keysState.commit()
    return HttpResponse.json(key)
  }),
  http.delete(v1('/projects/:ref/config/auth/signing-keys/:id'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const keys = keysOf(String(params.ref))
    const index = keys.findIndex((candidate) => candidate.id === params.id)
    const key = keys[index]
    if (!key) return problem('Signing key not found', 404)
    if (key.status !== 'standby' && key.status !== 'revoked') return problem('Only standby and revoked keys can be deleted.')
    keys.splice(index, 1)
    keysState.commit()
    return HttpResponse.json(key)
  }),
]
