import { listFunctions } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { builtQueryOptions, type ProjectConnection } from '../api/run-built-sql'

export const functionsQueryOptions = (connection: ProjectConnection) =>
  builtQueryOptions(connection, [...databaseObjectKeys.functions(connection.projectRef), 'list'], listFunctions())
