import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  AUTH_USERS_PAGE_SIZE,
  authUserDetail,
  authUsersStatus,
  authUsersTotal,
  countMatchingAuthUsers,
  listAuthUsers,
  type AuthUserFilter,
  type AuthUserSort,
  type AuthUsersCursor,
} from '@/features/database'
import { runBuiltSql, type ProjectConnection } from '@/features/database-objects/api/run-built-sql'
import { projectAuthKeys } from './keys'

export interface UsersListParams {
  search: string
  filter: AuthUserFilter
  sort: AuthUserSort
}

/** Whether the project's database has GoTrue's tables. */
export const authUsersStatusQueryOptions = (connection: ProjectConnection) =>
  // The connection string only marks the call; the ref in the key names what is read.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: projectAuthKeys.status(connection.projectRef),
    queryFn: ({ signal }) => runBuiltSql(connection, authUsersStatus(), signal).then((rows) => rows[0]?.available === true),
    enabled: Boolean(connection.connectionString),
    staleTime: 60_000,
  })

/** Pages of 50 users, each starting after the last row of the one before (keyset). */
export const authUsersQueryOptions = (connection: ProjectConnection, params: UsersListParams) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  infiniteQueryOptions({
    queryKey: projectAuthKeys.userList(connection.projectRef, params),
    queryFn: ({ signal, pageParam }) => runBuiltSql(connection, listAuthUsers({ ...params, after: pageParam }), signal),
    initialPageParam: undefined as AuthUsersCursor | undefined,
    getNextPageParam: (page) => {
      const last = page.at(-1)
      return page.length < AUTH_USERS_PAGE_SIZE || !last ? undefined : { at: last.cursor_at, id: last.id }
    },
    enabled: Boolean(connection.connectionString),
  })

/** The number of users: exact, or the planner's estimate above 50,000 rows. */
export const authUsersTotalQueryOptions = (connection: ProjectConnection) =>
  // The connection string only marks the call; the ref in the key names what is read.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: projectAuthKeys.total(connection.projectRef),
    queryFn: ({ signal }) => runBuiltSql(connection, authUsersTotal(), signal).then((rows) => rows[0] ?? null),
    enabled: Boolean(connection.connectionString),
  })

/** How many users a search and filter match (capped), for the header while searching. */
export const authUsersMatchesQueryOptions = (connection: ProjectConnection, params: Pick<UsersListParams, 'search' | 'filter'>) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: projectAuthKeys.matches(connection.projectRef, { search: params.search, filter: params.filter }),
    queryFn: ({ signal }) => runBuiltSql(connection, countMatchingAuthUsers(params), signal).then((rows) => rows[0] ?? null),
    enabled: Boolean(connection.connectionString),
  })

/** One user's panel: identities, factors, sessions, metadata; null for an unknown id. */
export const authUserQueryOptions = (connection: ProjectConnection, id: string) =>
  // The connection string only marks the call; the ref in the key names what is read.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: projectAuthKeys.user(connection.projectRef, id),
    queryFn: ({ signal }) => runBuiltSql(connection, authUserDetail(id), signal).then((rows) => rows[0] ?? null),
    enabled: Boolean(connection.connectionString),
  })
