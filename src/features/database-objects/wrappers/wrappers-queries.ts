import { listForeignDataWrappers, listForeignServers, listForeignTables } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { builtQueryOptions, type ProjectConnection } from '../api/run-built-sql'

const keys = (ref: string) => databaseObjectKeys.wrappers(ref)

export const foreignDataWrappersQueryOptions = (connection: ProjectConnection) =>
  builtQueryOptions(connection, [...keys(connection.projectRef), 'wrappers'], listForeignDataWrappers())

export const foreignServersQueryOptions = (connection: ProjectConnection) =>
  builtQueryOptions(connection, [...keys(connection.projectRef), 'servers'], listForeignServers())

export const foreignTablesQueryOptions = (connection: ProjectConnection) =>
  builtQueryOptions(connection, [...keys(connection.projectRef), 'tables'], listForeignTables())
