import { listEventTriggers, listTriggerFunctions, listTriggers, listTriggerTables } from '@/features/database'
import { introspectionQueryOptions } from '../api/introspection'
import { databaseObjectKeys } from '../api/keys'
import type { ProjectConnection } from '../api/run-built-sql'

const keys = (connection: ProjectConnection) => databaseObjectKeys.triggers(connection.projectRef)

export const triggersQueryOptions = (connection: ProjectConnection, schema: string) =>
  introspectionQueryOptions(connection, [...keys(connection), 'list', schema], listTriggers(schema))

export const eventTriggersQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection), 'event-triggers'], listEventTriggers())

export const triggerTablesQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection), 'tables'], listTriggerTables())

export const triggerFunctionsQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection), 'functions'], listTriggerFunctions())
