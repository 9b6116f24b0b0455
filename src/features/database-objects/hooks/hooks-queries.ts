import { listHooks, listTriggerFunctions } from '@/features/database'
import { privilegeTables } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { introspectionQueryOptions } from '../api/introspection'
import type { ProjectConnection } from '../api/run-built-sql'

const keys = (ref: string) => databaseObjectKeys.hooks(ref)

export const hooksQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'list'], listHooks())

export const triggerFunctionsQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'functions'], listTriggerFunctions())

export const hookTablesQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'tables'], privilegeTables())
