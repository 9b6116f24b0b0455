import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { snippetFixtures, type SnippetRecord } from '../fixtures/snippets'
import { defineState } from '../state'
import { latency, platform, unauthorized } from '../utils'
import { visibleProjects } from './projects'

const snippets = defineState('content-snippets', () => structuredClone(snippetFixtures))

const snippetSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i)),
  name: z.string().check(z.minLength(1), z.maxLength(256)),
  type: z.literal('sql'),
  content: z.looseObject({ sql: z.string() }),
  favorite: z.boolean(),
  inserted_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
})

function project(request: Request, ref: unknown) {
  const denied = unauthorized(request)
  if (denied) return { error: denied }
  if (!visibleProjects().some((p) => p.ref === ref))
    return { error: HttpResponse.json({ message: 'Project not found' }, { status: 404 }) }
  return { ref: String(ref) }
}

/** CONTRACT §9: the project's SQL snippets (list, upsert by the client's uuid, delete by ids). */
export const contentHandlers = [
  http.get(platform('/projects/:ref/content'), async ({ request, params }) => {
    await latency()
    const found = project(request, params.ref)
    if (found.error) return found.error
    const type = new URL(request.url).searchParams.get('type')
    const list = (snippets.get()[found.ref] ?? []).filter((s) => !type || s.type === type)
    return HttpResponse.json({ data: list })
  }),
  http.put(platform('/projects/:ref/content'), async ({ request, params }) => {
    await latency()
    const found = project(request, params.ref)
    if (found.error) return found.error
    const body = snippetSchema.safeParse(await request.json().catch(() => null))
    if (!body.success) return HttpResponse.json({ message: 'A snippet with an id, name, type and content is required' }, { status: 400 })
    const all = snippets.get()
    const list = all[found.ref] ?? []
    const existing = list.find((s) => s.id === body.data.id)
    const now = new Date().toISOString()
    const saved: SnippetRecord = {
      ...body.data,
      inserted_at: existing?.inserted_at ?? body.data.inserted_at ?? now,
      updated_at: now,
    }
    all[found.ref] = existing ? list.map((s) => (s.id === saved.id ? saved : s)) : [...list, saved]
    snippets.commit()
    return HttpResponse.json(saved)
  }),
  http.delete(platform('/projects/:ref/content'), async ({ request, params }) => {
    await latency()
    const found = project(request, params.ref)
    if (found.error) return found.error
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean)
    if (ids.length === 0) return HttpResponse.json({ message: 'ids is required' }, { status: 400 })
    const all = snippets.get()
    const list = all[found.ref] ?? []
    all[found.ref] = list.filter((s) => !ids.includes(s.id))
    snippets.commit()
    return HttpResponse.json({ data: list.filter((s) => ids.includes(s.id)).map((s) => ({ id: s.id })) })
  }),
]
