import {
  dependentRowSchema,
  listEnumTypesSql,
  listSchemaTablesSql,
  referenceableColumnsSql,
  tableDependentsSql,
  tableDetailSchema,
  tableDetailSql,
} from '@/features/database'
import { z } from 'zod/mini'
import { databaseObjectKeys } from '../api/keys'
import { introspectionQueryOptions } from '../api/introspection'
import type { ProjectConnection } from '../api/run-built-sql'

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
