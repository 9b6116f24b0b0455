import { listEventTriggers, listTriggerFunctions, listTriggers, listTriggerTables } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { builtQueryOptions, type ProjectConnection } from '../api/run-built-sql'

const keys = (connection: ProjectConnection) => databaseObjectKeys.triggers(connection.projectRef)

export const triggersQueryOptions = (connection: ProjectConnection) => builtQueryOptions(connection, [...keys(connection), 'list'], listTriggers())

export const eventTriggersQueryOptions = (connection: ProjectConnection) =>
  builtQueryOptions(connection, [...keys(connection), 'event-triggers'], listEventTriggers())

export const triggerTablesQueryOptions = (connection: ProjectConnection) =>
  builtQueryOptions(connection, [...keys(connection), 'tables'], listTriggerTables())

export const triggerFunctionsQueryOptions = (connection: ProjectConnection) =>
  builtQueryOptions(connection, [...keys(connection), 'functions'], listTriggerFunctions())
