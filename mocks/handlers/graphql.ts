import { graphql } from 'graphql'
import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { latency, platform, unauthorized } from '../utils'
import { buildGraphqlSchema, COLUMNS_SQL, type ColumnInfo } from './graphql-schema'
import { engineForCurrentState } from './pg-meta'
import { verifiedClaims } from './edge-functions-state'
import { visibleProjects } from './projects'
import { literal } from '@/features/database/sql/quote'

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
    // The token of a role the dashboard views as (CONTRACT §15) decides over ?role=, with its claims.
    const token = request.headers.get('x-graphql-authorization')
    const claims = token ? await verifiedClaims(project.ref, token) : null
    if (token && !claims) return HttpResponse.json({ message: 'Invalid JWT: the token is not signed with the project\'s JWT secret, or it has expired' }, { status: 401 })
    const role = claims?.role ?? new URL(request.url).searchParams.get('role') ?? 'anon'
    if (!(ROLES as readonly string[]).includes(role))
      return HttpResponse.json({ message: `Unknown role ${role}` }, { status: 400 })
    const settings = claims ? `select set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true); ` : ''
    const body = bodySchema.safeParse(await request.json().catch(() => null))
    if (!body.success) return HttpResponse.json({ errors: [{ message: 'A query is required' }] }, { status: 400 })

    const engine = await engineForCurrentState()
    const columns = await engine.query(project.ref, COLUMNS_SQL)
    if (!columns.ok) return HttpResponse.json({ errors: [{ message: columns.message }] }, { status: 500 })
    const schema = buildGraphqlSchema(columns.rows as unknown as ColumnInfo[])
    const run = async (sql: string) => {
      const wrapped = role === 'service_role' ? sql : `begin; set local role ${role}; ${settings}${sql}; commit;`
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
