import { expect, type APIRequestContext } from '@playwright/test'
import { DEMO } from './fixtures'

const b64url = (value: string) => Buffer.from(value).toString('base64url')

/** The mock project's anon key (an unsigned JWT with the role, as mocks/handlers/edge-functions-state.ts makes it). */
const anonKey = (ref: string) =>
  `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify({ iss: 'supabase', ref, role: 'anon' }))}.mock`

/** A request to the project's own API (its endpoint, `/project-api/{ref}`), as an app using the anon key makes it. */
export async function callProjectApi(request: APIRequestContext, ref: string, path: string) {
  const response = await request.get(`/project-api/${ref}${path}`, { headers: { apikey: anonKey(ref) } })
  return response.status()
}

/** Runs SQL on the project's database through the platform's pg-meta route. */
export async function projectSql(request: APIRequestContext, ref: string, query: string) {
  const session = (await (await request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()) as { access_token: string }
  const response = await request.post(`/platform/pg-meta/${ref}/query`, {
    headers: { Authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'postgresql://e2e' },
    data: { query },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** A view whose every read fails as a statement timeout does (SQLSTATE 57014), for a 500 from the REST API. */
export async function timingOutView(request: APIRequestContext, ref: string) {
  await projectSql(
    request,
    ref,
    `create or replace function public.slow_total() returns int language plpgsql as $$ begin raise exception 'canceling statement due to statement timeout' using errcode = '57014'; end $$;
     create or replace view public.slow_report as select public.slow_total() as total;`,
  )
  expect(await callProjectApi(request, ref, '/rest/v1/slow_report')).toBe(500)
}
