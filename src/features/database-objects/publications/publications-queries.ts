import { listPublications, privilegeTables } from '@/features/database'
import { introspectionQueryOptions } from '../api/introspection'
import { databaseObjectKeys } from '../api/keys'
import type { ProjectConnection } from '../api/run-built-sql'

const keys = (connection: ProjectConnection) => databaseObjectKeys.publications(connection.projectRef)

export const publicationsQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection), 'list'], listPublications())

export const publishableTablesQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection), 'tables'], privilegeTables())
