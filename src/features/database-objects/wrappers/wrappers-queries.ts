import { listForeignDataWrappers, listForeignServers, listForeignTables } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { introspectionQueryOptions } from '../api/introspection'
import type { ProjectConnection } from '../api/run-built-sql'

const keys = (ref: string) => databaseObjectKeys.wrappers(ref)

export const foreignDataWrappersQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'wrappers'], listForeignDataWrappers())

export const foreignServersQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'servers'], listForeignServers())

export const foreignTablesQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'tables'], listForeignTables())
