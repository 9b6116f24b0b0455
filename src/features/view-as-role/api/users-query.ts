import { queryOptions } from '@tanstack/react-query'
import { listAuthUsers } from '@/features/database'
import { impersonatedUserSql } from '@/features/database'
import { runBuiltSql, type ProjectConnection } from './connection'
import { viewAsRoleKeys } from './keys'

/** How many users the test panel's picker offers for one search. */
export const USER_PICKER_LIMIT = 20

/** auth.users matching an email (or phone, or id) prefix, read through the pg-meta query call as the Auth users page reads them. */
export const pickableUsersQueryOptions = (connection: ProjectConnection, search: string) =>
  // The connection string only marks the call; the ref in the key names what is read.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: viewAsRoleKeys.users(connection.projectRef, search),
    queryFn: ({ signal }) => runBuiltSql(connection, listAuthUsers({ search, limit: USER_PICKER_LIMIT }), signal),
    enabled: Boolean(connection.connectionString),
    staleTime: 30_000,
  })

/** The picked user with what their claims need (app and user metadata); null when no such user exists. */
export async function fetchImpersonatedUser(connection: ProjectConnection, id: string) {
  return (await runBuiltSql(connection, impersonatedUserSql(id)))[0] ?? null
}
