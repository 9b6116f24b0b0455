import { listRoles } from '@/features/database'
import { introspectionQueryOptions } from '../api/introspection'
import { databaseObjectKeys } from '../api/keys'
import type { ProjectConnection } from '../api/run-built-sql'

export const rolesQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...databaseObjectKeys.roles(connection.projectRef), 'list'], listRoles())
