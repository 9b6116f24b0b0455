import type { Extensions } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'

/**
 * The Postgres extensions the mock's embedded database can load (`create extension` still decides
 * what is installed). Every PGlite instance of the mock is created with this list.
 */
export const extensions: Extensions = { pgcrypto }
