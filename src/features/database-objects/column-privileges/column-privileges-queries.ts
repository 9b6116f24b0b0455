import { columnPrivileges, privilegeRoles, privilegeTables } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { introspectionQueryOptions } from '../api/introspection'
import type { ProjectConnection } from '../api/run-built-sql'

const keys = (ref: string) => databaseObjectKeys.columnPrivileges(ref)

export const privilegeTablesQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'tables'], privilegeTables())

export const privilegeRolesQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'roles'], privilegeRoles())

export const columnPrivilegesQueryOptions = (
  connection: ProjectConnection,
  target: { schema: string; table: string; role: string },
) =>
  introspectionQueryOptions(
    connection,
    [...keys(connection.projectRef), 'matrix', target.schema, target.table, target.role],
    columnPrivileges(target),
  )

/** The role a new visitor sees first: the API's anonymous role when it exists. */
const PREFERRED_ROLE = 'anon'

/** The matrix in view: the search's role and table when they exist, else anon and the first public table. */
export function privilegeTarget(
  tables: readonly { schema: string; name: string }[] | undefined,
  roleNames: readonly string[],
  search: { role?: string; schema?: string; table?: string },
) {
  const role = search.role && roleNames.includes(search.role) ? search.role : roleNames.includes(PREFERRED_ROLE) ? PREFERRED_ROLE : roleNames[0]
  const table =
    tables?.find((t) => t.schema === search.schema && t.name === search.table) ?? tables?.find((t) => t.schema === 'public') ?? tables?.[0]
  return { role, table, target: role && table ? { schema: table.schema, table: table.name, role } : undefined }
}
