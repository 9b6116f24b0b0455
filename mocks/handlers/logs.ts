import { http, HttpResponse } from 'msw'
import { latency, platform, unauthorized } from '../utils'
import { queryLogs } from './logs-database'
import { visibleProjects } from './projects'

const MAX_RANGE_MS = 31 * 24 * 3600_000

/** GET /platform/projects/{ref}/analytics/endpoints/logs.all?sql=&iso_timestamp_start=&iso_timestamp_end= (CONTRACT §9). */
export const logsHandlers = [
  http.get(platform('/projects/:ref/analytics/endpoints/logs.all'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const project = visibleProjects().find((p) => p.ref === params.ref)
    if (!project) return HttpResponse.json({ message: 'Project not found' }, { status: 404 })
    const search = new URL(request.url).searchParams
    const sql = search.get('sql') ?? ''
    if (!sql.trim())
      return HttpResponse.json({ result: [], error: { message: 'A sql query is required' } }, { status: 400 })
    const end = new Date(search.get('iso_timestamp_end') ?? Date.now())
    const start = new Date(search.get('iso_timestamp_start') ?? end.getTime() - 3600_000)
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || start > end)
      return HttpResponse.json({ result: [], error: { message: 'Invalid time range' } }, { status: 400 })
    if (end.getTime() - start.getTime() > MAX_RANGE_MS)
      return HttpResponse.json(
        { result: [], error: { message: 'The time range may span at most 31 days' } },
        { status: 400 },
      )
    return HttpResponse.json(await queryLogs(project.ref, sql, start, end))
  }),
]
