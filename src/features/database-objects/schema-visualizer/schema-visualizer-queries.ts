import { schemaGraph } from '@/features/database'
import { introspectionQueryOptions } from '../api/introspection'
import { databaseObjectKeys } from '../api/keys'
import type { ProjectConnection } from '../api/run-built-sql'

export const schemaGraphQueryOptions = (connection: ProjectConnection, schema: string) =>
  introspectionQueryOptions(
    connection,
    databaseObjectKeys.schemaGraph(connection.projectRef, schema),
    schemaGraph(schema),
  )
