import type { Extension, Extensions } from '@electric-sql/pglite'
import { amcheck } from '@electric-sql/pglite/contrib/amcheck'
import { bloom } from '@electric-sql/pglite/contrib/bloom'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { cube } from '@electric-sql/pglite/contrib/cube'
import { dict_int } from '@electric-sql/pglite/contrib/dict_int'
import { dict_xsyn } from '@electric-sql/pglite/contrib/dict_xsyn'
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { hstore } from '@electric-sql/pglite/contrib/hstore'
import { intarray } from '@electric-sql/pglite/contrib/intarray'
import { isn } from '@electric-sql/pglite/contrib/isn'
import { lo } from '@electric-sql/pglite/contrib/lo'
import { ltree } from '@electric-sql/pglite/contrib/ltree'
import { moddatetime } from '@electric-sql/pglite/contrib/moddatetime'
import { pageinspect } from '@electric-sql/pglite/contrib/pageinspect'
import { pg_buffercache } from '@electric-sql/pglite/contrib/pg_buffercache'
import { pg_freespacemap } from '@electric-sql/pglite/contrib/pg_freespacemap'
import { pg_stat_statements } from '@electric-sql/pglite/contrib/pg_stat_statements'
import { pg_surgery } from '@electric-sql/pglite/contrib/pg_surgery'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pg_visibility } from '@electric-sql/pglite/contrib/pg_visibility'
import { pg_walinspect } from '@electric-sql/pglite/contrib/pg_walinspect'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { seg } from '@electric-sql/pglite/contrib/seg'
import { tablefunc } from '@electric-sql/pglite/contrib/tablefunc'
import { tcn } from '@electric-sql/pglite/contrib/tcn'
import { tsm_system_rows } from '@electric-sql/pglite/contrib/tsm_system_rows'
import { tsm_system_time } from '@electric-sql/pglite/contrib/tsm_system_time'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import { lazyExtension, type LazyExtension } from './lazy-extension'

/**
 * PGlite's own contrib extensions (every one @electric-sql/pglite ships that `create extension` can
 * install; not auto_explain, a module, nor file_fdw, which reads the server's files), offered as the
 * platform offers them: listed in pg_available_extensions, installed by `create extension`.
 * pgvector is not among them: PGlite ships it in no package this project has.
 */
const contrib: Extension[] = [
  amcheck, bloom, btree_gin, btree_gist, citext, cube, dict_int, dict_xsyn, earthdistance, fuzzystrmatch, hstore,
  intarray, isn, lo, ltree, moddatetime, pageinspect, pg_buffercache, pg_freespacemap, pg_surgery, pg_trgm,
  pg_visibility, pg_walinspect, pgcrypto, seg, tablefunc, tcn, tsm_system_rows, tsm_system_time, unaccent, uuid_ossp,
]

/**
 * The Postgres extensions the mock's embedded database can load (`create extension` still decides
 * what is installed). Every PGlite instance of the mock is created with this list.
 * pg_stat_statements: PGlite preloads it (shared_preload_libraries) so that, once created, it
 * collects real figures for the query performance advisor. The contrib ones (pgcrypto: the mock's
 * vault schema): in the browser their files are put in place after the database has started (see
 * lazy-extension.ts), in Node at start.
 */
export const extensions: Extensions = {
  pg_stat_statements,
  ...Object.fromEntries(contrib.map((extension) => [extension.name, lazyExtension(extension)])),
}

const LAZY = new Set(contrib.map((extension) => extension.name))

/** The extensions a database has not loaded yet (in the browser), by name. */
export function lazyExtensions(db: object): [name: string, extension: LazyExtension][] {
  const namespaces = db as Record<string, unknown>
  return [...LAZY].flatMap((name) => {
    const extension = namespaces[name] as LazyExtension | undefined
    return extension && typeof extension.install === 'function' ? [[name, extension] as [string, LazyExtension]] : []
  })
}
