import {
  dependentRowSchema,
  listEnumTypesSql,
  listSchemaTablesSql,
  referenceableColumnsSql,
  tableDependentsSql,
  tableDetailSchema,
  tableCountsSql,
  tableDetailSql,
  tableStructureSchema,
  tableStructureSql,
} from '@/features/database'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { databaseObjectKeys } from '../api/keys'
import { introspectionQueryOptions } from '../api/introspection'
import { runBuiltSql, type ProjectConnection } from '../api/run-built-sql'

const ref = (connection: ProjectConnection) => connection.projectRef

export const schemaTablesQueryOptions = (connection: ProjectConnection, schema: string) =>
  introspectionQueryOptions(connection, [...databaseObjectKeys.tables(ref(connection), schema), 'list'], listSchemaTablesSql(schema))

export const tableQueryOptions = (connection: ProjectConnection, id: number) =>
  introspectionQueryOptions(connection, [...databaseObjectKeys.table(ref(connection), id), 'detail'], {
    sql: tableDetailSql(id).sql,
    schema: tableDetailSchema,
  })

export const tableDependentsQueryOptions = (connection: ProjectConnection, id: number) =>
  introspectionQueryOptions(connection, [...databaseObjectKeys.table(ref(connection), id), 'dependents'], {
    sql: tableDependentsSql(id).sql,
    schema: dependentRowSchema,
  })

export const enumTypesQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...databaseObjectKeys.schemas(ref(connection)), 'enums'], listEnumTypesSql())

const referenceableSchema = z.object({ schema: z.string(), table: z.string(), column: z.string(), type: z.string() })

export const referenceableQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...databaseObjectKeys.schemas(ref(connection)), 'referenceable'], {
    sql: referenceableColumnsSql().sql,
    schema: referenceableSchema,
  })

const countRowSchema = z.object({ id: z.number(), rows: z.number() })

/**
 * Exact row counts of a schema's tables the planner does not know to be big, by table id (the table
 * editor's rule): a fresh table's estimate is 0 until ANALYZE. A timeout or failure leaves the
 * estimates ("~") in place, with no retry and no error for a side figure.
 */
export const tableCountsQueryOptions = (connection: ProjectConnection, schema: string) =>
  queryOptions({
    queryKey: [...databaseObjectKeys.tables(ref(connection), schema), 'counts'],
    queryFn: async ({ signal }) => new Map((await runBuiltSql(connection, { sql: tableCountsSql(schema).sql, schema: countRowSchema }, signal)).map((row) => [row.id, row.rows])),
    enabled: Boolean(connection.connectionString),
    retry: false,
  })

export const tableStructureQueryOptions = (connection: ProjectConnection, id: number) =>
  introspectionQueryOptions(connection, [...databaseObjectKeys.table(ref(connection), id), 'structure'], {
    sql: tableStructureSql(id).sql,
    schema: tableStructureSchema,
  })
