import { getResponse, http, type RequestHandler } from 'msw'
import { appendLogEvents } from './logs-database'
import { visibleProjects } from './projects'

/** The header that carries a request's id from the gateway to the project's services (and back). */
export const REQUEST_ID_HEADER = 'sb-request-id'

const storageObjects = (bucket: string, rest: string) => {
  const [first = '', ...more] = rest.split('/').filter(Boolean)
  if (first === 'list' || first === 'upload') return `/storage/v1/object/${first === 'list' ? 'list/' : ''}${bucket}`
  if (first === 'move') return '/storage/v1/object/move'
  if (first === 'sign' || first === 'public') return `/storage/v1/object/${first}/${[bucket, ...more].join('/')}`
  return `/storage/v1/object/${bucket}`
}

/**
 * The calls that reach a project's own services through its API gateway, with the gateway's path:
 * the project's endpoint (`/project-api/{ref}/...`: functions, REST) and the platform's routes the
 * dashboard calls for the project, which the platform forwards to its Auth (GoTrue's admin API),
 * Storage and GraphQL.
 */
const ROUTES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/\/project-api\/([^/]+)(\/.+)$/, (m) => m[2]!],
  [/\/platform\/auth\/([^/]+)\/users(\/.*)?$/, (m) => `/auth/v1/admin/users${m[2] ?? ''}`],
  [/\/platform\/auth\/([^/]+)\/(invite|magiclink|recover)$/, (m) => `/auth/v1/${m[2]}`],
  [/\/platform\/storage\/([^/]+)\/buckets$/, () => '/storage/v1/bucket'],
  [/\/platform\/storage\/([^/]+)\/buckets\/([^/]+)(\/empty)?$/, (m) => `/storage/v1/bucket/${m[2]}${m[3] ?? ''}`],
  [/\/platform\/storage\/([^/]+)\/buckets\/([^/]+)\/objects(\/.*)?$/, (m) => storageObjects(m[2]!, m[3] ?? '')],
  [/\/platform\/projects\/([^/]+)\/api\/graphql$/, () => '/graphql/v1'],
]

function gatewayRoute(url: URL) {
  for (const [pattern, path] of ROUTES) {
    const match = pattern.exec(url.pathname)
    if (match) return { ref: decodeURIComponent(match[1]!), path: path(match) }
  }
  return null
}

/**
 * Answers the calls of ROUTES with the handlers after it, and records each in the project's
 * `edge_logs` as its gateway would (method, path, status, time to answer), under a request id the
 * services see in REQUEST_ID_HEADER. The API report and the Logs explorer read them.
 */
export function gatewayLog(answering: () => readonly RequestHandler[]) {
  return http.all(/\/(project-api|platform\/(auth|storage|projects))\//, async ({ request }) => {
    const url = new URL(request.url)
    const route = gatewayRoute(url)
    if (!route || !visibleProjects().some((p) => p.ref === route.ref)) return undefined
    const started = performance.now()
    const id = crypto.randomUUID()
    const headers = new Headers(request.headers)
    headers.set(REQUEST_ID_HEADER, id)
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer()
    const forwarded = new Request(request.url, { method: request.method, headers, body, signal: request.signal })
    const response = await getResponse([...answering()], forwarded)
    if (!response) return undefined
    const status = response.status
    appendLogEvents(route.ref, {
      edge_logs: [
        {
          id: crypto.randomUUID(),
          timestamp: new Date().toISOString(),
          event_message: `${request.method} | ${status} | ${route.path}`,
          metadata: {
            request_id: id,
            request: {
              method: request.method,
              path: route.path,
              search: url.search,
              host: url.host,
              headers: { user_agent: request.headers.get('user-agent') ?? '' },
            },
            response: { status_code: status, origin_time: Math.max(1, Math.round(performance.now() - started)) },
          },
        },
      ],
    })
    return response
  })
}
