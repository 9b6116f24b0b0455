import { http, HttpResponse } from 'msw'
import { regionsForProvider } from '@/features/plans/regions'
import { DEMO_EMAIL } from '../fixtures/users'
import { latency, platform, unauthorized } from '../utils'
import { visibleOrganizations } from './organizations'
import { projectsState } from './projects'

/** SPEC §9: 2 active free projects per user. */
const FREE_PROJECT_LIMIT = 2
const INACTIVE_STATUSES = ['INACTIVE', 'REMOVED', 'PAUSING', 'GOING_DOWN']
/** A region that is temporarily full, to show how the form treats one. */
const REGIONS_AT_CAPACITY = ['sa-east-1']
const COMMON_PASSWORDS = ['password', '123456', '12345678', 'qwerty', 'letmein', 'postgres', 'admin']

function activeFreeProjects() {
  const freeOrganizationIds = visibleOrganizations()
    .filter((o) => o.plan.id === 'free' && o.is_owner)
    .map((o) => o.id)
  return projectsState
    .get()
    .filter((p) => freeOrganizationIds.includes(p.organization_id) && !INACTIVE_STATUSES.includes(p.status)).length
}

function atFreeLimit(slug: string) {
  const organization = visibleOrganizations().find((o) => o.slug === slug)
  return organization?.plan.id === 'free' && activeFreeProjects() >= FREE_PROJECT_LIMIT
}

/** A stand-in for the server's estimator: length and character variety, common passwords score 0. */
export function mockPasswordScore(password: string) {
  if (COMMON_PASSWORDS.includes(password.toLowerCase())) {
    return {
      score: 0,
      feedback: { warning: 'This is a commonly used password.', suggestions: ['Add more words that are less common.'] },
    }
  }
  const variety = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((pattern) => pattern.test(password)).length
  const score = Math.max(0, Math.min(4, Math.floor(password.length / 4) + variety - 3))
  return {
    score,
    feedback:
      score >= 4
        ? { warning: '', suggestions: [] }
        : {
            warning: 'Add another word or two. Uncommon words are better.',
            suggestions: ['Use a longer password with letters, numbers and symbols.'],
          },
  }
}

const randomRef = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => 'abcdefghijklmnopqrstuvwxyz'[b % 26]).join('')

export const newProjectHandlers = [
  http.post(platform('/profile/password-check'), async ({ request }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const { password } = (await request.json()) as { password?: string }
    if (typeof password !== 'string') return HttpResponse.json({ message: 'password is required' }, { status: 400 })
    return HttpResponse.json({ result: mockPasswordScore(password) })
  }),
  http.get(platform('/organizations/:slug/available-regions'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const provider = new URL(request.url).searchParams.get('cloud_provider') ?? 'AWS'
    const codes = regionsForProvider(provider === 'FLY' ? 'FLY' : 'AWS').map((region) => region.code)
    if (!visibleOrganizations().some((o) => o.slug === params.slug))
      return HttpResponse.json({ message: 'Organization not found' }, { status: 404 })
    return HttpResponse.json({
      regions: codes.map((code) => ({ code, status: REGIONS_AT_CAPACITY.includes(code) ? 'capacity' : 'available' })),
    })
  }),
  http.get(platform('/organizations/:slug/members/reached-free-project-limit'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    return HttpResponse.json(
      atFreeLimit(String(params.slug))
        ? [{ username: 'demo', primary_email: DEMO_EMAIL, free_project_limit: FREE_PROJECT_LIMIT }]
        : [],
    )
  }),
  http.post(platform('/projects'), async ({ request }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const body = (await request.json()) as Record<string, unknown>
    const organization = visibleOrganizations().find((o) => o.slug === body.organization_slug)
    const name = typeof body.name === 'string' ? body.name.trim() : ''
    if (!organization) return HttpResponse.json({ message: 'Organization not found' }, { status: 404 })
    if (!name) return HttpResponse.json({ message: 'Project name is required' }, { status: 400 })
    if (typeof body.db_pass !== 'string' || mockPasswordScore(body.db_pass).score < 4) {
      return HttpResponse.json({ message: 'Database password is too weak' }, { status: 400 })
    }
    if (atFreeLimit(organization.slug)) {
      return HttpResponse.json(
        { message: `You have reached the limit of ${FREE_PROJECT_LIMIT} active free projects` },
        { status: 400 },
      )
    }
    const ref = randomRef()
    const region = typeof body.region === 'string' ? body.region : 'ap-southeast-1'
    const project = {
      id: Date.now() % 1_000_000,
      ref,
      name,
      organization_id: organization.id,
      status: 'COMING_UP',
      cloud_provider: typeof body.cloud_provider === 'string' ? body.cloud_provider : 'AWS',
      region,
      dbVersion: 'supabase-postgres-17.4.1.054',
      parent_project_ref: null as string | null,
      preview_branch_refs: [] as string[],
      postgrestStatus: 'ONLINE',
      inserted_at: new Date().toISOString(),
      connectionString: null as string | null,
    }
    projectsState.set([...projectsState.get(), project])
    const { connectionString: _c, postgrestStatus: _p, ...summary } = project
    return HttpResponse.json(summary, { status: 201 })
  }),
]
