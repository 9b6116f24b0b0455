import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { AUTH_AUDIT_PAGE_SIZE, authAuditActions, authAuditStatus, listAuthAuditLog, type AuthAuditCursor, type AuthAuditFilter } from '@/features/database'
import { runBuiltSql, type ProjectConnection } from '@/features/database-objects/api/run-built-sql'
import { projectAuthKeys } from './keys'

// The connection string only marks the call; the ref in the key names what is read.
/* eslint-disable @tanstack/query/exhaustive-deps */

export const authAuditStatusQueryOptions = (connection: ProjectConnection) =>
  queryOptions({
    queryKey: [...projectAuthKeys.audit(connection.projectRef), 'status'],
    queryFn: ({ signal }) => runBuiltSql(connection, authAuditStatus(), signal).then((rows) => rows[0]?.available === true),
    enabled: Boolean(connection.connectionString),
    staleTime: 60_000,
  })

export const authAuditActionsQueryOptions = (connection: ProjectConnection) =>
  queryOptions({
    queryKey: [...projectAuthKeys.audit(connection.projectRef), 'actions'],
    queryFn: ({ signal }) => runBuiltSql(connection, authAuditActions(), signal).then((rows) => rows.map((row) => row.action)),
    enabled: Boolean(connection.connectionString),
  })

/** Pages of 50 entries, newest first, each starting after the last row of the one before (keyset). */
export const authAuditLogQueryOptions = (connection: ProjectConnection, filter: AuthAuditFilter) =>
  infiniteQueryOptions({
    queryKey: [...projectAuthKeys.audit(connection.projectRef), 'list', filter],
    queryFn: ({ signal, pageParam }) => runBuiltSql(connection, listAuthAuditLog({ ...filter, after: pageParam }), signal),
    initialPageParam: undefined as AuthAuditCursor | undefined,
    getNextPageParam: (page) => {
      const last = page.at(-1)
      return page.length < AUTH_AUDIT_PAGE_SIZE || !last ? undefined : { at: last.created_at, id: last.id }
    },
    enabled: Boolean(connection.connectionString),
  })
