import { listPublications, privilegeTables } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { builtQueryOptions, type ProjectConnection } from '../api/run-built-sql'

const keys = (connection: ProjectConnection) => databaseObjectKeys.publications(connection.projectRef)

export const publicationsQueryOptions = (connection: ProjectConnection) =>
  builtQueryOptions(connection, [...keys(connection), 'list'], listPublications())

export const publishableTablesQueryOptions = (connection: ProjectConnection) =>
  builtQueryOptions(connection, [...keys(connection), 'tables'], privilegeTables())
