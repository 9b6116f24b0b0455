import { HttpResponse } from 'msw'
import { roleOf } from './edge-functions-state'
import { REQUEST_ID_HEADER } from './gateway-log'
import { appendLogEvents } from './logs-database'
import { engineForCurrentState } from './pg-meta'

const iso = (ms: number) => new Date(ms).toISOString()

const TABLE = /^[A-Za-z_][A-Za-z0-9_]*$/

/** PostgREST's status for a failed statement, by SQLSTATE (the common classes of its table). */
function postgrestStatus(code = '') {
  if (code === '42P01' || code === '42883') return 404
  if (code === '42501') return 401
  if (code === '23503' || code === '23505') return 409
  if (/^(08|53)/.test(code)) return 503
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|XX)/.test(code)) return 500
  return 400
}

/** The REST service's and the database's log lines of one request, under the gateway's request id. */
function logRest(ref: string, request: Request, sql: string, status: number, error: string | null) {
  const requestId = request.headers.get(REQUEST_ID_HEADER)
  if (!requestId) return
  const url = new URL(request.url)
  const path = url.pathname.slice(url.pathname.indexOf('/rest/v1/'))
  const now = Date.now()
  appendLogEvents(ref, {
    postgrest_logs: [
      {
        id: crypto.randomUUID(),
        timestamp: iso(now),
        event_message: `${request.method} ${path} ${status}`,
        metadata: { request_id: requestId, level: error ? 'error' : 'info', method: request.method, path, status_code: status, roles: [roleOf(request.headers.get('Authorization')) ?? 'anon'] },
      },
    ],
    postgres_logs: [
      {
        id: crypto.randomUUID(),
        timestamp: iso(now - 1),
        event_message: error ? `ERROR:  ${error}` : `statement: ${sql}`,
        metadata: {
          request_id: requestId,
          parsed: { error_severity: error ? 'ERROR' : 'LOG', user_name: 'authenticator', database_name: 'postgres', query: sql, backend_type: 'client backend' },
        },
      },
    ],
  })
}

/** `{endpoint}/rest/v1/{table}`: a minimal read of a public table, for the client library in functions. */
export async function restSelect({
  request,
  params,
}: {
  request: Request
  params: Record<string, string | readonly string[] | undefined>
}) {
  const ref = String(params.ref)
  const table = String(params.table)
  if (!roleOf(request.headers.get('apikey') ?? request.headers.get('Authorization')))
    return HttpResponse.json({ message: 'No API key found in request' }, { status: 401 })
  if (!TABLE.test(table)) return HttpResponse.json({ message: `relation "${table}" does not exist` }, { status: 404 })
  const limit = Math.min(1000, Number(new URL(request.url).searchParams.get('limit') ?? 100) || 100)
  const engine = await engineForCurrentState()
  const sql = `select * from public."${table}" limit ${limit}`
  const outcome = await engine.query(ref, sql)
  const status = outcome.ok ? 200 : postgrestStatus(outcome.error?.code)
  logRest(ref, request, sql, status, outcome.ok ? null : outcome.message)
  return outcome.ok
    ? HttpResponse.json(outcome.rows)
    : HttpResponse.json({ code: outcome.error?.code, message: outcome.message }, { status })
}
