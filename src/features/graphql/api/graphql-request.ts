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

/** POST /platform/projects/{ref}/api/graphql?role= {query, variables, operationName} (CONTRACT §9). */
export const postGraphql = (ref: string, role: GraphqlRole, params: GraphqlParams, signal?: AbortSignal) =>
  api.postJson(
    '/platform/projects/{ref}/api/graphql',
    { query: params.query, variables: params.variables ?? null, operationName: params.operationName ?? null },
    graphqlResponseSchema,
    { params: { ref }, query: { role }, signal },
  )

/** A one-field query that tells whether the endpoint answers at all (self-hosted: is it configured?). */
export const graphqlReachableQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: ['graphql', ref, 'reachable'],
    queryFn: ({ signal }) => postGraphql(ref, 'anon', { query: '{ __typename }' }, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })
