import { http, HttpResponse } from 'msw'
import { defineState, settings as mockSettings } from '../state'
import { latency, platform, unauthorized } from '../utils'
import { publishableKeyOf } from './api-keys'
import { MOCK_ENDPOINT_PATH } from './edge-functions-state'
import { projectsState, visibleProjects } from './projects'

const SERVICES = ['db', 'rest', 'auth', 'storage', 'realtime', 'functions'] as const

/** How many health polls a project's services take to recover, per ref (an unhealthy project heals). */
const healthPolls = defineState('project-settings.health-polls', () => ({}) as Record<string, number>)
export const HEALTH_POLLS_UNTIL_HEALTHY = 2

const find = (ref: unknown) => visibleProjects().find((project) => project.ref === ref)
const notFound = () => HttpResponse.json({ message: 'Project not found' }, { status: 404 })

/** CONTRACT §13: settings, service health, rename, pause / restore and delete. */
export const projectSettingsHandlers = [
  http.get(platform('/projects/:ref/settings'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const project = find(params.ref)
    if (!project) return notFound()
    const selfHosted = !mockSettings.platform
    return HttpResponse.json({
      // The project's API URL is the mock's own: its functions runtime and REST answer there.
      app_config: {
        endpoint: selfHosted ? 'localhost:8000' : `${new URL(request.url).origin}${MOCK_ENDPOINT_PATH}${project.ref}`,
        db_schema: 'public',
      },
      db_host: selfHosted ? 'localhost' : `db.${project.ref}.example.com`,
      db_port: 5432,
      db_user: 'postgres',
      db_name: 'postgres',
      db_ip_addr_config: 'ipv6',
      // The project's one publishable key, the one its API keys list shows.
      service_api_keys: [{ name: 'anon key', tags: 'anon', api_key: publishableKeyOf(project.ref) }],
    })
  }),
  http.get(platform('/projects/:ref/service-health'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const project = find(params.ref)
    if (!project) return notFound()
    const asked = new URL(request.url).searchParams.get('services')?.split(',') ?? [...SERVICES]
    let unhealthy = project.status === 'ACTIVE_UNHEALTHY'
    if (unhealthy) {
      const count = (healthPolls.get()[project.ref] ?? 0) + 1
      healthPolls.get()[project.ref] = count
      healthPolls.commit()
      unhealthy = count < HEALTH_POLLS_UNTIL_HEALTHY
    }
    return HttpResponse.json(
      asked.map((name) =>
        unhealthy && name === 'rest'
          ? { name, healthy: false, status: 'UNHEALTHY', error: 'The API gateway is not answering.' }
          : { name, healthy: true, status: 'ACTIVE_HEALTHY' },
      ),
    )
  }),
  http.patch(platform('/projects/:ref'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const project = find(params.ref)
    if (!project) return notFound()
    const body = (await request.json().catch(() => ({}))) as { name?: unknown }
    const name = typeof body.name === 'string' ? body.name.trim() : ''
    if (name.length < 1 || name.length > 64) {
      return HttpResponse.json({ message: 'The project name must be 1 to 64 characters long.' }, { status: 400 })
    }
    project.name = name
    projectsState.commit()
    return HttpResponse.json(project)
  }),
  http.post(platform('/projects/:ref/pause'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const project = find(params.ref)
    if (!project) return notFound()
    project.status = 'INACTIVE'
    projectsState.commit()
    return HttpResponse.json(project)
  }),
  http.post(platform('/projects/:ref/restore'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const project = find(params.ref)
    if (!project) return notFound()
    project.status = 'ACTIVE_HEALTHY'
    projectsState.commit()
    return HttpResponse.json(project)
  }),
  http.delete(platform('/projects/:ref'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const project = find(params.ref)
    if (!project) return notFound()
    projectsState.set(projectsState.get().filter((candidate) => candidate.ref !== project.ref))
    return HttpResponse.json({ ref: project.ref })
  }),
]
