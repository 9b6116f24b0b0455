import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { compile } from '../functions/compile'
import { stopFunction } from '../functions/runtime'
import { latency, unauthorized } from '../utils'
import {
  commitFunctions,
  digest,
  projectFunctions,
  projectJwtSecret,
  publicFunction,
  type MockFunction,
} from './edge-functions-state'
import { functionRuntimeHandlers } from './edge-functions-runtime'
import { visibleProjects } from './projects'

const v1 = (path: string) => `*/v1/projects/:ref${path}`
const SLUG = /^[A-Za-z][A-Za-z0-9_-]*$/
const RESERVED_SLUGS = new Set(['new', 'secrets'])
const metadataSchema = z.object({
  name: z.optional(z.string()),
  entrypoint_path: z.string(),
  verify_jwt: z.optional(z.boolean()),
  import_map_path: z.optional(z.string()),
})
const patchSchema = z.object({ verify_jwt: z.optional(z.boolean()), name: z.optional(z.string()) })
const secretsSchema = z.array(z.object({ name: z.string(), value: z.string() }))

const fail = (status: number, message: string) => HttpResponse.json({ message }, { status })

type Ctx = { request: Request; params: Record<string, string | readonly string[] | undefined> }
async function resolveProject({ request, params }: Ctx) {
  await latency()
  const denied = unauthorized(request)
  if (denied) return { response: denied } as const
  const ref = String(params.ref)
  if (!visibleProjects().some((p) => p.ref === ref)) return { response: fail(404, 'Project not found') } as const
  return { ref, store: projectFunctions(ref), response: undefined }
}

async function deploy(ctx: Ctx) {
  const { response, store, ref } = await resolveProject(ctx)
  if (response) return response
  const slug = new URL(ctx.request.url).searchParams.get('slug') ?? ''
  if (!SLUG.test(slug) || RESERVED_SLUGS.has(slug))
    return fail(400, 'Invalid slug: use letters, digits, - and _, starting with a letter (not "new" or "secrets")')
  const form = await ctx.request.formData().catch(() => null)
  const metadata = metadataSchema.safeParse(JSON.parse(String(form?.get('metadata') ?? 'null')))
  if (!form || !metadata.success) return fail(400, 'The metadata part is missing or invalid')
  const files = await Promise.all(
    form
      .getAll('file')
      .filter((part): part is File => typeof part !== 'string')
      .map(async (file) => ({ name: file.name, content: await file.text() })),
  )
  const entry = metadata.data.entrypoint_path.replace(/^\.?\//, '')
  if (!files.some((f) => f.name === entry)) return fail(400, `The entrypoint ${entry} is not among the files`)
  const compiled = await compile(files)
  if (!compiled.ok)
    return fail(
      400,
      `Failed to bundle the function: ${compiled.file}:${compiled.line}:${compiled.column}: ${compiled.message}`,
    )
  const now = Date.now()
  const existing = store.functions.find((f) => f.slug === slug)
  const next: MockFunction = {
    id: existing?.id ?? crypto.randomUUID(),
    slug,
    name: metadata.data.name || existing?.name || slug,
    status: 'ACTIVE',
    version: (existing?.version ?? 0) + 1,
    created_at: existing?.created_at ?? now,
    updated_at: now,
    verify_jwt: metadata.data.verify_jwt ?? existing?.verify_jwt ?? true,
    import_map: Boolean(metadata.data.import_map_path),
    entrypoint_path: entry,
    import_map_path: metadata.data.import_map_path ?? null,
    files,
    modules: compiled.modules,
  }
  store.functions = [...store.functions.filter((f) => f.slug !== slug), next]
  commitFunctions()
  stopFunction(`${ref}/${slug}@`)
  return HttpResponse.json(publicFunction(next), { status: existing ? 200 : 201 })
}

/** The management API of CONTRACT §12: functions, their code, deploy, and the project's secrets. */
export const edgeFunctionHandlers = [
  http.get(v1('/functions'), async (ctx) => {
    const { response, store } = await resolveProject(ctx)
    return response ?? HttpResponse.json(store.functions.map(publicFunction))
  }),
  http.post(v1('/functions/deploy'), deploy),
  http.get(v1('/functions/:slug'), async (ctx) => {
    const { response, store } = await resolveProject(ctx)
    if (response) return response
    const fn = store.functions.find((f) => f.slug === ctx.params.slug)
    return fn ? HttpResponse.json(publicFunction(fn)) : fail(404, 'Function not found')
  }),
  http.get(v1('/functions/:slug/body'), async (ctx) => {
    const { response, store } = await resolveProject(ctx)
    if (response) return response
    const fn = store.functions.find((f) => f.slug === ctx.params.slug)
    return fn ? HttpResponse.json({ files: fn.files }) : fail(404, 'Function not found')
  }),
  http.patch(v1('/functions/:slug'), async (ctx) => {
    const { response, store } = await resolveProject(ctx)
    if (response) return response
    const fn = store.functions.find((f) => f.slug === ctx.params.slug)
    if (!fn) return fail(404, 'Function not found')
    const body = patchSchema.safeParse(await ctx.request.json().catch(() => null))
    if (!body.success) return fail(400, 'Invalid body')
    Object.assign(fn, body.data, { updated_at: Date.now() })
    commitFunctions()
    return HttpResponse.json(publicFunction(fn))
  }),
  http.delete(v1('/functions/:slug'), async (ctx) => {
    const { response, store, ref } = await resolveProject(ctx)
    if (response) return response
    if (!store.functions.some((f) => f.slug === ctx.params.slug)) return fail(404, 'Function not found')
    store.functions = store.functions.filter((f) => f.slug !== ctx.params.slug)
    commitFunctions()
    stopFunction(`${ref}/${String(ctx.params.slug)}@`)
    return HttpResponse.json({ message: 'Function deleted' })
  }),
  // The management API's PostgREST config: the JWT secret signs the test panel's user tokens.
  http.get(v1('/postgrest'), async (ctx) => {
    const { response, ref } = await resolveProject(ctx)
    return (
      response ??
      HttpResponse.json({ db_schema: 'public,graphql_public', max_rows: 1000, db_extra_search_path: 'public,extensions', jwt_secret: projectJwtSecret(ref) })
    )
  }),
  http.get(v1('/secrets'), async (ctx) => {
    const { response, store } = await resolveProject(ctx)
    if (response) return response
    return HttpResponse.json(
      await Promise.all(store.secrets.map(async (s) => ({ name: s.name, value: await digest(s.value) }))),
    )
  }),
  http.post(v1('/secrets'), async (ctx) => {
    const { response, store } = await resolveProject(ctx)
    if (response) return response
    const body = secretsSchema.safeParse(await ctx.request.json().catch(() => null))
    if (!body.success) return fail(400, 'Expected [{name, value}]')
    const reserved = body.data.find((s) => s.name.startsWith('SUPABASE_'))
    if (reserved) return fail(400, `Env var name cannot start with SUPABASE_, it is reserved: ${reserved.name}`)
    const names = new Set(body.data.map((s) => s.name))
    store.secrets = [...store.secrets.filter((s) => !names.has(s.name)), ...body.data]
    commitFunctions()
    return HttpResponse.json({}, { status: 201 })
  }),
  http.delete(v1('/secrets'), async (ctx) => {
    const { response, store } = await resolveProject(ctx)
    if (response) return response
    const names = z.array(z.string()).safeParse(await ctx.request.json().catch(() => null))
    if (!names.success) return fail(400, 'Expected ["NAME", ...]')
    store.secrets = store.secrets.filter((s) => !names.data.includes(s.name))
    commitFunctions()
    return HttpResponse.json({})
  }),
  ...functionRuntimeHandlers,
]
