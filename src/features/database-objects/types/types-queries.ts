import { listEnumTypes } from '@/features/database'
import { introspectionQueryOptions } from '../api/introspection'
import { databaseObjectKeys } from '../api/keys'
import type { ProjectConnection } from '../api/run-built-sql'

export const enumTypesQueryOptions = (connection: ProjectConnection, schema: string) =>
  introspectionQueryOptions(connection, [...databaseObjectKeys.types(connection.projectRef), 'enums', schema], listEnumTypes(schema))
