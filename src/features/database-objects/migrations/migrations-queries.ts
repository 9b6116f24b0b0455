import { queryOptions } from '@tanstack/react-query'
import { cliMigrationsTableSql, listCliMigrationsSql, type CliMigrations } from '@/features/database'
import { listChanges } from '@/features/database/api/changes-ledger'
import { runIntrospection } from '../api/introspection'
import { databaseObjectKeys } from '../api/keys'
import type { ProjectConnection } from '../api/run-built-sql'

/** The CLI's applied migrations; a database without the CLI's table has none (not an error). */
export const cliMigrationsQueryOptions = (connection: ProjectConnection) =>
  // The connection string only tells whether the project is reachable: the key names what it reads.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...databaseObjectKeys.migrations(connection.projectRef), 'cli'],
    queryFn: async ({ signal }): Promise<CliMigrations> => {
      const [table] = await runIntrospection(connection, cliMigrationsTableSql(), signal)
      if (!table?.present) return { present: false, migrations: [] }
      return { present: true, migrations: await runIntrospection(connection, listCliMigrationsSql(), signal) }
    },
    enabled: Boolean(connection.connectionString),
  })

/** The project's changes ledger, from this browser's IndexedDB; refetched when the page is opened again. */
export const changesLedgerQueryOptions = (projectRef: string) =>
  queryOptions({
    queryKey: ['changes-ledger', projectRef],
    queryFn: () => listChanges(projectRef),
    staleTime: 0,
    gcTime: 0,
  })
