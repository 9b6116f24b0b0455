import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { sqlEngine } from '../pglite/engine'
import { realtimeHub } from '../realtime/server'
import { defineState } from '../state'
import { latency, platform, unauthorized } from '../utils'
import { visibleProjects } from './projects'

const CONNECTION_ENCRYPTED_HEADER = 'x-connection-encrypted'
const bodySchema = z.object({ query: z.string().check(z.minLength(1)) })

// A reset of the mock state gives every project a fresh database (a new generation).
const databases = defineState('pg-meta', () => ({ generation: Math.random().toString(36).slice(2) }))
let runningGeneration: string | undefined

/** The SQL engine, with every project's database put back to the seed after a mock reset. */
export async function engineForCurrentState() {
  const engine = await sqlEngine()
  const { generation } = databases.get()
  if (runningGeneration !== undefined && runningGeneration !== generation) await engine.reset()
  runningGeneration = generation
  return engine
}

/** POST /platform/pg-meta/{ref}/query {query}: rows of the last statement, run by a real embedded Postgres. */
export const pgMetaHandlers = [
  // postgres-meta's own health answer, which a self-hosted gateway passes on (CONTRACT §18).
  http.get(platform('/pg-meta/:ref/health'), ({ params }) =>
    visibleProjects().some((p) => p.ref === params.ref)
      ? HttpResponse.json({ date: new Date().toISOString() })
      : HttpResponse.json({ message: 'Project not found' }, { status: 404 }),
  ),
  http.post(platform('/pg-meta/:ref/query'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    if (!request.headers.get(CONNECTION_ENCRYPTED_HEADER)) {
      return HttpResponse.json(
        { message: 'API Error: happened while trying to acquire connection to the database' },
        { status: 400 },
      )
    }
    const project = visibleProjects().find((p) => p.ref === params.ref)
    if (!project) return HttpResponse.json({ message: 'Project not found' }, { status: 404 })
    const body = bodySchema.safeParse(await request.json().catch(() => null))
    if (!body.success) return HttpResponse.json({ message: 'A query is required' }, { status: 400 })
    const engine = await engineForCurrentState()
    const outcome = await engine.query(project.ref, body.data.query)
    // Writes to published tables go out as Realtime's database changes (mocks/realtime/).
    if (outcome.ok && outcome.changes) realtimeHub().publishChanges(project.ref, outcome.changes)
    return outcome.ok
      ? HttpResponse.json(outcome.rows)
      : HttpResponse.json(outcome.error ?? { error: outcome.message, message: outcome.message }, { status: 400 })
  }),
]
