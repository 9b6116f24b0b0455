import { listEnumTypes } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { builtQueryOptions, type ProjectConnection } from '../api/run-built-sql'

export const enumTypesQueryOptions = (connection: ProjectConnection) =>
  builtQueryOptions(connection, [...databaseObjectKeys.types(connection.projectRef), 'enums'], listEnumTypes())
