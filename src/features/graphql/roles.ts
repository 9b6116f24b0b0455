/** The database roles the GraphQL explorers can run as (the endpoint's `role` parameter). */
export const GRAPHQL_ROLES = ['anon', 'authenticated', 'service_role'] as const
export type GraphqlRole = (typeof GRAPHQL_ROLES)[number]
