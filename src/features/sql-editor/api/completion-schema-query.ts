import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { executeSql } from '@/features/database/api/execute-sql'
import { sqlEditorKeys } from './keys'

const HIDDEN_SCHEMAS = `'pg_catalog', 'information_schema', 'pg_toast'`

/** One introspection query: every schema, table/view with its columns, and the user's functions. */
export const completionSchemaSql = () => ({
  sql: /* SQL */ `
select
  coalesce((select json_agg(nspname order by nspname) from pg_namespace
    where nspname not in (${HIDDEN_SCHEMAS}) and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'), '[]') as schemas,
  coalesce((select json_agg(json_build_object('schema', n.nspname, 'name', c.relname, 'kind', c.relkind,
      'columns', coalesce((select json_agg(a.attname order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]')) order by n.nspname, c.relname)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'f') and n.nspname not in (${HIDDEN_SCHEMAS}) and n.nspname not like 'pg_temp%'), '[]') as relations,
  coalesce((select json_agg(distinct jsonb_build_object('schema', n.nspname, 'name', p.proname))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in (${HIDDEN_SCHEMAS}) and n.nspname not like 'pg_temp%'), '[]') as functions
`,
  schema: z.array(
    z.object({
      schemas: z.array(z.string()),
      relations: z.array(
        z.object({ schema: z.string(), name: z.string(), kind: z.string(), columns: z.array(z.string()) }),
      ),
      functions: z.array(z.object({ schema: z.string(), name: z.string() })),
    }),
  ),
})

export type CompletionSchema = z.infer<ReturnType<typeof completionSchemaSql>['schema']>[number]

export const COMPLETION_SCHEMA_STALE_MS = 5 * 60_000

export const completionSchemaQueryOptions = (projectRef: string, connectionString: string | null | undefined) =>
  // The connection string belongs to the project: the ref alone identifies the schema.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: sqlEditorKeys.completion(projectRef),
    queryFn: async ({ signal }) => {
      const { sql, schema } = completionSchemaSql()
      const rows = await executeSql({ projectRef, connectionString, query: sql, signal })
      return schema.parse(rows)[0] ?? { schemas: [], relations: [], functions: [] }
    },
    staleTime: COMPLETION_SCHEMA_STALE_MS,
    enabled: Boolean(connectionString),
  })
