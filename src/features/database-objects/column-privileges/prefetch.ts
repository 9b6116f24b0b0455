import type { QueryClient } from '@tanstack/react-query'
import { projectConnection } from '@/features/projects/api/project-connection'
import {
  columnPrivilegesQueryOptions,
  privilegeRolesQueryOptions,
  privilegeTablesQueryOptions,
  privilegeTarget,
} from './column-privileges-queries'
import type { ColumnPrivilegesSearch } from './search'

/** The tables and roles, then the matrix in view, start with the navigation (the route loader). */
export async function prefetchColumnPrivileges(queryClient: QueryClient, projectRef: string, search: ColumnPrivilegesSearch) {
  const connection = await projectConnection(queryClient, projectRef)
  if (!connection.connectionString) return
  const [tables, roles] = await Promise.all([
    queryClient.fetchQuery(privilegeTablesQueryOptions(connection)),
    queryClient.fetchQuery(privilegeRolesQueryOptions(connection)),
  ])
  const { target } = privilegeTarget(tables, roles.map((r) => r.name), search)
  if (target) await queryClient.prefetchQuery(columnPrivilegesQueryOptions(connection, target))
}
