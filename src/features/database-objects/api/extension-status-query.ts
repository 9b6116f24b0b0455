import { extensionStatus } from '@/features/database'
import { databaseObjectKeys } from './keys'
import { builtQueryOptions, type ProjectConnection } from './run-built-sql'

/** Installed and available versions of the named extensions (pg_extension, pg_available_extensions). */
export const extensionStatusQueryOptions = (connection: ProjectConnection, names: readonly string[]) =>
  builtQueryOptions(connection, databaseObjectKeys.extensions(connection.projectRef, names), extensionStatus(names))
