import { http, HttpResponse, ws } from 'msw'
import { realtimeHub, issueTemporaryKey, REALTIME_SOCKET_PATH, socketRefusal } from '../realtime/server'
import { latency, platform, unauthorized } from '../utils'
import { visibleProjects } from './projects'

const MAX_KEY_LIFETIME_S = 3600

/** POST {base}/platform/projects/{ref}/api-keys/temporary?authorization_exp=3600&claims={"role":"service_role"} (CONTRACT §16). */
export const realtimeHandlers = [
  http.post(platform('/projects/:ref/api-keys/temporary'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const ref = String(params.ref)
    if (!visibleProjects().some((p) => p.ref === ref)) return HttpResponse.json({ message: 'Project not found' }, { status: 404 })
    const query = new URL(request.url).searchParams
    const lifetime = Number(query.get('authorization_exp') ?? MAX_KEY_LIFETIME_S)
    if (!Number.isInteger(lifetime) || lifetime < 1 || lifetime > MAX_KEY_LIFETIME_S)
      return HttpResponse.json({ message: `authorization_exp must be a whole number of seconds from 1 to ${MAX_KEY_LIFETIME_S}` }, { status: 400 })
    try {
      JSON.parse(query.get('claims') ?? '{}')
    } catch {
      return HttpResponse.json({ message: 'claims must be JSON' }, { status: 400 })
    }
    return HttpResponse.json({ api_key: issueTemporaryKey(ref, lifetime) })
  }),
]

/**
 * The project's Realtime socket in the browser (MSW's WebSocket interception): the Phoenix protocol of
 * CONTRACT §16 answered by the mock's hub. A socket without a key this mock issued is closed at once.
 */
export const realtimeSocketHandler = ws.link(REALTIME_SOCKET_PATH).addEventListener('connection', ({ client }) => {
  const url = new URL(client.url)
  const ref = REALTIME_SOCKET_PATH.exec(url.pathname)?.[1] ?? ''
  const refused = socketRefusal(ref, url.searchParams.get('apikey'))
  if (refused) return client.close(1008, refused)
  const session = realtimeHub().connect(ref, { send: (text) => client.send(text) })
  client.addEventListener('message', (event) => session.receive(typeof event.data === 'string' ? event.data : ''))
  client.addEventListener('close', () => session.closed())
})
