import { graphql } from 'graphql'
import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { latency, platform, unauthorized } from '../utils'
import { buildGraphqlSchema, COLUMNS_SQL, type ColumnInfo } from './graphql-schema'
import { engineForCurrentState } from './pg-meta'
import { visibleProjects } from './projects'

const ROLES = ['anon', 'authenticated', 'service_role'] as const
const bodySchema = z.object({
  query: z.string(),
  variables: z.catch(z.optional(z.nullable(z.record(z.string(), z.unknown()))), undefined),
  operationName: z.catch(z.optional(z.nullable(z.string())), undefined),
})

/**
 * POST /platform/projects/{ref}/api/graphql?role=anon|authenticated|service_role (CONTRACT §9): a
 * schema generated from the project's embedded Postgres tables; anon and authenticated run under
 * their database role (privileges and row level security apply), service_role as the owner.
 */
export const graphqlHandlers = [
  http.post(platform('/projects/:ref/api/graphql'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const project = visibleProjects().find((p) => p.ref === params.ref)
    if (!project) return HttpResponse.json({ message: 'Project not found' }, { status: 404 })
    const role = new URL(request.url).searchParams.get('role') ?? 'anon'
    if (!(ROLES as readonly string[]).includes(role))
      return HttpResponse.json({ message: `Unknown role ${role}` }, { status: 400 })
    const body = bodySchema.safeParse(await request.json().catch(() => null))
    if (!body.success) return HttpResponse.json({ errors: [{ message: 'A query is required' }] }, { status: 400 })

    const engine = await engineForCurrentState()
    const columns = await engine.query(project.ref, COLUMNS_SQL)
    if (!columns.ok) return HttpResponse.json({ errors: [{ message: columns.message }] }, { status: 500 })
    const schema = buildGraphqlSchema(columns.rows as unknown as ColumnInfo[])
    const run = async (sql: string) => {
      const wrapped = role === 'service_role' ? sql : `begin; set local role ${role}; ${sql}; commit;`
      const outcome = await engine.query(project.ref, wrapped)
      if (!outcome.ok) {
        if (role !== 'service_role') await engine.query(project.ref, 'rollback')
        throw new Error(outcome.message)
      }
      return outcome.rows
    }
    const result = await graphql({
      schema,
      source: body.data.query,
      variableValues: body.data.variables ?? undefined,
      operationName: body.data.operationName ?? undefined,
      contextValue: { run },
    })
    return HttpResponse.json(result)
  }),
]
