import { http, HttpResponse } from 'msw'
import { invokeFunction, type FunctionCode } from '../functions/runtime'
import { MOCK_ENDPOINT_PATH, projectFunctions, projectKey, verifiedRole, type MockFunction } from './edge-functions-state'
import { restSelect } from './project-rest'
import { appendLogEvents } from './logs-database'
import { visibleProjects } from './projects'

const iso = (ms: number) => new Date(ms).toISOString()

function logConsole(ref: string, fn: MockFunction) {
  return (level: string, message: string, execution: string | null) =>
    appendLogEvents(ref, {
      function_logs: [
        {
          id: crypto.randomUUID(),
          timestamp: iso(Date.now()),
          event_message: message,
          metadata: {
            function_id: fn.id,
            level,
            execution_id: execution ?? '',
            event_type: 'Log',
            version: String(fn.version),
          },
        },
      ],
    })
}

function codeOf(ref: string, fn: MockFunction, endpoint: string): FunctionCode {
  const store = projectFunctions(ref)
  const env = {
    ...Object.fromEntries(store.secrets.map((s) => [s.name, s.value])),
    SUPABASE_URL: endpoint,
    SUPABASE_ANON_KEY: projectKey(ref, 'anon'),
    SUPABASE_SERVICE_ROLE_KEY: projectKey(ref, 'service_role'),
  }
  const secretsKey = store.secrets.map((s) => `${s.name}=${s.value.length}:${s.value}`).join('\n')
  return {
    key: `${ref}/${fn.slug}@${fn.version}#${secretsKey}`,
    slug: fn.slug,
    modules: fn.modules,
    entry: fn.entrypoint_path,
    env,
    endpoint,
    onLog: logConsole(ref, fn),
  }
}

/** `{endpoint}/functions/v1/{slug}/...`: runs the deployed code in its worker (CONTRACT §12). */
async function invoke({
  request,
  params,
}: {
  request: Request
  params: Record<string, string | readonly string[] | undefined>
}) {
  const ref = String(params.ref)
  const fn = projectFunctions(ref).functions.find((f) => f.slug === params.slug)
  if (!visibleProjects().some((p) => p.ref === ref) || !fn)
    return HttpResponse.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 })
  const url = new URL(request.url)
  const endpoint = `${url.origin}${MOCK_ENDPOINT_PATH}${ref}`
  const started = performance.now()
  const execution = crypto.randomUUID()
  const role = await verifiedRole(ref, request.headers.get('Authorization'))
  const answer =
    fn.verify_jwt && !role
      ? {
          status: 401,
          headers: [['content-type', 'application/json']] as [string, string][],
          body: JSON.stringify({ code: 401, message: 'Missing or invalid authorization header' }),
        }
      : await invokeFunction(codeOf(ref, fn, endpoint), {
          url: request.url,
          method: request.method,
          headers: [...request.headers],
          body: request.method === 'GET' || request.method === 'HEAD' ? null : await request.text(),
          execution,
        })
  const duration = Math.max(1, Math.round(performance.now() - started))
  appendLogEvents(ref, {
    function_edge_logs: [
      {
        id: crypto.randomUUID(),
        timestamp: iso(Date.now()),
        event_message: `${request.method} | ${answer.status} | ${request.url}`,
        metadata: {
          function_id: fn.id,
          execution_id: execution,
          version: String(fn.version),
          execution_time_ms: duration,
          request: {
            method: request.method,
            url: request.url,
            pathname: url.pathname,
            search: url.search,
            headers: Object.fromEntries(request.headers),
          },
          response: { status_code: answer.status, headers: Object.fromEntries(answer.headers) },
        },
      },
    ],
  })
  return new HttpResponse(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  })
}

export const functionRuntimeHandlers = [
  http.all(`*${MOCK_ENDPOINT_PATH}:ref/functions/v1/:slug`, invoke),
  http.all(`*${MOCK_ENDPOINT_PATH}:ref/functions/v1/:slug/*`, invoke),
  http.get(`*${MOCK_ENDPOINT_PATH}:ref/rest/v1/:table`, restSelect),
]
