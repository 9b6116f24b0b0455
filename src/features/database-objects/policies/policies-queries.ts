import { listPoliciesSql, listPolicyRolesSql } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { introspectionQueryOptions } from '../api/introspection'
import type { ProjectConnection } from '../api/run-built-sql'

export const policiesQueryOptions = (connection: ProjectConnection, schema: string) =>
  introspectionQueryOptions(connection, [...databaseObjectKeys.policies(connection.projectRef, schema), 'list'], listPoliciesSql(schema))

export const policyRolesQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...databaseObjectKeys.schemas(connection.projectRef), 'roles'], listPolicyRolesSql())
