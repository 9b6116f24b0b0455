import type { Extensions } from '@electric-sql/pglite'
import { pg_stat_statements } from '@electric-sql/pglite/contrib/pg_stat_statements'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { lazyExtension, type LazyExtension } from './lazy-extension'

/**
 * The Postgres extensions the mock's embedded database can load (`create extension` still decides
 * what is installed). Every PGlite instance of the mock is created with this list.
 * pg_stat_statements: PGlite preloads it (shared_preload_libraries) so that, once created, it
 * collects real figures for the query performance advisor. pgcrypto: the mock's vault schema; in the
 * browser its files are put in place after the database has started (see lazy-extension.ts).
 */
export const extensions = { pg_stat_statements, pgcrypto: lazyExtension(pgcrypto) } satisfies Extensions

/** The extensions a database has not loaded yet (in the browser), by name. */
export function lazyExtensions(db: object): [name: string, extension: LazyExtension][] {
  const namespaces = db as { pgcrypto?: LazyExtension }
  return namespaces.pgcrypto ? [['pgcrypto', namespaces.pgcrypto]] : []
}
