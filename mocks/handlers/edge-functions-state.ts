import type { CompiledModule } from '../functions/worker-source'
import { defineState } from '../state'

export interface MockFunction {
  id: string
  slug: string
  name: string
  status: 'ACTIVE'
  version: number
  created_at: number
  updated_at: number
  verify_jwt: boolean
  import_map: boolean
  entrypoint_path: string
  import_map_path: string | null
  files: { name: string; content: string }[]
  modules: CompiledModule[]
}

export interface MockSecret {
  name: string
  value: string
}

interface ProjectFunctions {
  functions: MockFunction[]
  secrets: MockSecret[]
  /** Signs the project's user tokens (HS256), as GoTrue's JWT secret does; made on first use. */
  jwtSecret?: string
}

/** Per project ref: deployed functions (source and compiled code) and secrets. */
const functionsState = defineState<Record<string, ProjectFunctions>>('edge-functions', () => ({}))

export function projectFunctions(ref: string): ProjectFunctions {
  const all = functionsState.get()
  all[ref] ??= { functions: [], secrets: [] }
  return all[ref]
}

export const commitFunctions = () => functionsState.commit()

/** What the management API answers for a function (no files). */
export function publicFunction(fn: MockFunction) {
  const { files: _files, modules: _modules, import_map_path: _path, ...rest } = fn
  return rest
}

export async function digest(value: string) {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)))
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

const b64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** The mock project's API keys: unsigned JWTs carrying the role, as the legacy anon / service_role keys do. */
export const projectKey = (ref: string, role: 'anon' | 'service_role') =>
  `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify({ iss: 'supabase', ref, role }))}.mock`

/** The project's JWT secret (GET /v1/projects/{ref}/postgrest answers it, as the platform does). */
export function projectJwtSecret(ref: string) {
  const store = projectFunctions(ref)
  if (!store.jwtSecret) {
    store.jwtSecret = `mock-jwt-secret-${crypto.randomUUID().replace(/-/g, '')}`
    commitFunctions()
  }
  return store.jwtSecret
}

const fromB64url = (part: string) => atob(part.replace(/-/g, '+').replace(/_/g, '/'))
const utf8FromB64url = (part: string) => new TextDecoder().decode(Uint8Array.from(fromB64url(part), (c) => c.charCodeAt(0)))

/**
 * The claims of a bearer token the project's gateway accepts, or null: the mock's own unsigned keys,
 * or an HS256 token signed with the project's JWT secret and not expired (a user's access token).
 */
export async function verifiedClaims(ref: string, authorization: string | null): Promise<Record<string, unknown> & { role: string } | null> {
  const [header, payload, signature] = (authorization ?? '').replace(/^Bearer\s+/i, '').split('.')
  if (!header || !payload || signature === undefined) return null
  try {
    const { alg } = JSON.parse(fromB64url(header)) as { alg?: unknown }
    const claims = JSON.parse(utf8FromB64url(payload)) as Record<string, unknown>
    const role = claims.role
    if (typeof role !== 'string') return null
    if (alg === 'none') return signature === 'mock' ? { ...claims, role } : null
    if (alg !== 'HS256') return null
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return null
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(projectJwtSecret(ref)), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify'])
    const bytes = Uint8Array.from(fromB64url(signature), (c) => c.charCodeAt(0))
    const valid = await crypto.subtle.verify('HMAC', key, bytes, new TextEncoder().encode(`${header}.${payload}`))
    return valid ? { ...claims, role } : null
  } catch {
    return null
  }
}

/** The role of a bearer token the project's gateway accepts (see verifiedClaims), or null. */
export const verifiedRole = async (ref: string, authorization: string | null) => (await verifiedClaims(ref, authorization))?.role ?? null

/** The role of a bearer token, or null when it is not a JWT the mock issued. */
export function roleOf(authorization: string | null) {
  const payload = (authorization ?? '').replace(/^Bearer\s+/i, '').split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown }
    return typeof claims.role === 'string' ? claims.role : null
  } catch {
    return null
  }
}

/** The mock's API URL for a project: invocations at `{endpoint}/functions/v1/{slug}`, REST at `/rest/v1`. */
export const MOCK_ENDPOINT_PATH = '/project-api/'
