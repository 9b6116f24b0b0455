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
