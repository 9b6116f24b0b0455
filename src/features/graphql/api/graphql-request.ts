import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import type { GraphqlRole } from '../roles'

const graphqlResponseSchema = z.looseObject({
  data: z.optional(z.unknown()),
  errors: z.optional(z.array(z.looseObject({ message: z.string() }))),
})

export interface GraphqlParams {
  query: string
  variables?: Record<string, unknown> | null | undefined
  operationName?: string | null | undefined
}

/**
 * The header that carries the access token of the role being viewed as (CONTRACT §15): the endpoint
 * runs the query as that token's role and claims instead of the service key's. (Studio's GraphiQL
 * uses the same name, so a gateway in front of pg_graphql maps it to Authorization.)
 */
const GRAPHQL_AUTHORIZATION_HEADER = 'x-graphql-authorization'

/** POST /platform/projects/{ref}/api/graphql?role= {query, variables, operationName} (CONTRACT §9). */
export const postGraphql = (ref: string, role: GraphqlRole, params: GraphqlParams, signal?: AbortSignal, authorization?: string) =>
  api.postJson(
    '/platform/projects/{ref}/api/graphql',
    { query: params.query, variables: params.variables ?? null, operationName: params.operationName ?? null },
    graphqlResponseSchema,
    { params: { ref }, query: { role }, signal, headers: authorization ? { [GRAPHQL_AUTHORIZATION_HEADER]: authorization } : {} },
  )

/** A one-field query that tells whether the endpoint answers at all (self-hosted: is it configured?). */
export const graphqlReachableQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: ['graphql', ref, 'reachable'],
    queryFn: ({ signal }) => postGraphql(ref, 'anon', { query: '{ __typename }' }, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })
