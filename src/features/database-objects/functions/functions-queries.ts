import { listFunctions } from '@/features/database'
import { introspectionQueryOptions } from '../api/introspection'
import { databaseObjectKeys } from '../api/keys'
import type { ProjectConnection } from '../api/run-built-sql'

export const functionsQueryOptions = (connection: ProjectConnection, schema: string) =>
  introspectionQueryOptions(connection, [...databaseObjectKeys.functions(connection.projectRef), 'list', schema], listFunctions(schema))
