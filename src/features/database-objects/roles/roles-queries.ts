import { listRoles } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { builtQueryOptions, type ProjectConnection } from '../api/run-built-sql'

export const rolesQueryOptions = (connection: ProjectConnection) =>
  builtQueryOptions(connection, [...databaseObjectKeys.roles(connection.projectRef), 'list'], listRoles())
