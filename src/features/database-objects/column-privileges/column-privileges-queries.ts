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
