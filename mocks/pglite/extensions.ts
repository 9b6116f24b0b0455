import type { Extensions } from '@electric-sql/pglite'
import { pg_stat_statements } from '@electric-sql/pglite/contrib/pg_stat_statements'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'

/**
 * The Postgres extensions the mock's embedded database can load (`create extension` still decides
 * what is installed). Every PGlite instance of the mock is created with this list.
 * pg_stat_statements: PGlite preloads it (shared_preload_libraries) so that, once created, it
 * collects real figures for the query performance advisor. pgcrypto: the mock's vault schema.
 */
export const extensions: Extensions = { pg_stat_statements, pgcrypto }
