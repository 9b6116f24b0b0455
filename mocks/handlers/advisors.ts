import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { defineState } from '../state'
import { latency, platform, unauthorized } from '../utils'
import { visibleProjects } from './projects'

interface AdvisorException {
  id: string
  lint_name: string
  entity: string | null
  note: string
  created_at: string
}

/** Advisor rules per project ref (CONTRACT §9). */
const exceptions = defineState('advisors.exceptions', () => ({}) as Record<string, AdvisorException[]>)

const newExceptionSchema = z.object({
  lint_name: z.string().check(z.minLength(1)),
  entity: z.optional(z.nullable(z.string())),
  note: z.string(),
})

async function projectFor(request: Request, ref: unknown) {
  await latency()
  const denied = unauthorized(request)
  if (denied) return denied
  return visibleProjects().some((p) => p.ref === ref)
    ? null
    : HttpResponse.json({ message: 'Project not found' }, { status: 404 })
}

/** GET / POST / DELETE /platform/projects/{ref}/advisors/exceptions. */
export const advisorHandlers = [
  http.get(platform('/projects/:ref/advisors/exceptions'), async ({ request, params }) => {
    return (await projectFor(request, params.ref)) ?? HttpResponse.json(exceptions.get()[String(params.ref)] ?? [])
  }),
  http.post(platform('/projects/:ref/advisors/exceptions'), async ({ request, params }) => {
    const error = await projectFor(request, params.ref)
    if (error) return error
    const body = newExceptionSchema.safeParse(await request.json().catch(() => null))
    if (!body.success) return HttpResponse.json({ message: 'A lint name and a note are required' }, { status: 400 })
    const ref = String(params.ref)
    const list = exceptions.get()[ref] ?? []
    const entity = body.data.entity || null
    if (list.some((e) => e.lint_name === body.data.lint_name && e.entity === entity)) {
      return HttpResponse.json({ message: 'This rule already exists' }, { status: 409 })
    }
    const created: AdvisorException = {
      id: crypto.randomUUID(),
      lint_name: body.data.lint_name,
      entity,
      note: body.data.note,
      created_at: new Date().toISOString(),
    }
    exceptions.get()[ref] = [...list, created]
    exceptions.commit()
    return HttpResponse.json(created, { status: 201 })
  }),
  http.delete(platform('/projects/:ref/advisors/exceptions'), async ({ request, params }) => {
    const error = await projectFor(request, params.ref)
    if (error) return error
    const ids = new Set((new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean))
    if (ids.size === 0) return HttpResponse.json({ message: 'ids is required' }, { status: 400 })
    const ref = String(params.ref)
    exceptions.get()[ref] = (exceptions.get()[ref] ?? []).filter((e) => !ids.has(e.id))
    exceptions.commit()
    return new HttpResponse(null, { status: 204 })
  }),
]
