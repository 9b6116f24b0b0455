import { z } from 'zod/mini'
import { list } from './types'
import type { LintEnvironment, LintQuery } from './types'

/** The platform's own schemas and tables some lints need (they run only where these exist). */
const PLATFORM_SCHEMAS = ['auth', 'storage', 'graphql', 'graphql_public', 'extensions', 'vault']
const PLATFORM_RELATIONS = ['auth.users', 'storage.buckets', 'storage.objects']

const environmentSchema = z.object({
  api_schemas: z.array(z.string()),
  schemas: z.array(z.string()),
  relations: z.array(z.string()),
  extensions: z.array(z.string()),
})

/**
 * What the lints need to know before they run: the schemas the API serves (PostgREST's
 * `pgrst.db_schemas` setting; `public` where it is not set, as on a plain Postgres), which platform
 * schemas and tables exist, and the installed extensions.
 */
export function lintEnvironmentQuery(): LintQuery<LintEnvironment> {
  const sql = /* SQL */ `
select
  array(
    select distinct trim(s) from unnest(string_to_array(coalesce(nullif(current_setting('pgrst.db_schemas', true), ''), 'public'), ',')) s
    where trim(s) <> '' order by 1
  ) as api_schemas,
  array(select nspname::text from pg_namespace where nspname in (${list(PLATFORM_SCHEMAS)}) order by 1) as schemas,
  array(select r from unnest(array[${list(PLATFORM_RELATIONS)}]) r where to_regclass(r) is not null order by 1) as relations,
  array(select extname::text from pg_extension order by 1) as extensions`
  const schema = z.pipe(
    environmentSchema,
    z.transform((row): LintEnvironment => ({
      apiSchemas: row.api_schemas,
      schemas: row.schemas,
      relations: row.relations,
      extensions: row.extensions,
    })),
  )
  return { sql, schema }
}
