import { databaseKeys } from '@/features/database/api/keys'

/** Query keys of the database object pages, under the project's database prefix. */
export const databaseObjectKeys = {
  columnPrivileges: (ref: string) => [...databaseKeys.all(ref), 'column-privileges'] as const,
  hooks: (ref: string) => [...databaseKeys.all(ref), 'hooks'] as const,
  wrappers: (ref: string) => [...databaseKeys.all(ref), 'wrappers'] as const,
  cron: (ref: string) => [...databaseKeys.all(ref), 'cron'] as const,
  queues: (ref: string) => [...databaseKeys.all(ref), 'queues'] as const,
  vault: (ref: string) => [...databaseKeys.all(ref), 'vault'] as const,
  functions: (ref: string) => [...databaseKeys.all(ref), 'functions'] as const,
  triggers: (ref: string) => [...databaseKeys.all(ref), 'triggers'] as const,
  types: (ref: string) => [...databaseKeys.all(ref), 'types'] as const,
  roles: (ref: string) => [...databaseKeys.all(ref), 'roles'] as const,
  publications: (ref: string) => [...databaseKeys.all(ref), 'publications'] as const,
  schemaGraph: (ref: string, schema: string) => [...databaseKeys.all(ref), 'schema-graph', schema] as const,
  schemas: (ref: string) => [...databaseKeys.all(ref), 'schemas'] as const,
  tables: (ref: string, schema: string) => [...databaseKeys.all(ref), 'tables', schema] as const,
  table: (ref: string, id: number) => [...databaseKeys.all(ref), 'table', id] as const,
  policies: (ref: string, schema: string) => [...databaseKeys.all(ref), 'policies', schema] as const,
  extensions: (ref: string) => [...databaseKeys.all(ref), 'extensions-list'] as const,
  indexes: (ref: string, schema: string) => [...databaseKeys.all(ref), 'indexes', schema] as const,
  migrations: (ref: string) => [...databaseKeys.all(ref), 'migrations'] as const,
}
