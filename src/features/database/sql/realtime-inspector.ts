import { z } from 'zod/mini'
import { literal } from './quote'
import { REALTIME_PUBLICATION } from './schema-tables'

const publishedTableSchema = z.object({ schema: z.string(), name: z.string() })

/** The tables whose changes Realtime sends: those of the publication (every table for `FOR ALL TABLES`). */
export function realtimePublishedTables(publication = REALTIME_PUBLICATION) {
  return {
    sql: /* SQL */ `
select t.schemaname as schema, t.tablename as name
from pg_catalog.pg_publication_tables t
where t.pubname = ${literal(publication)}
order by t.schemaname, t.tablename`,
    schema: publishedTableSchema,
  }
}
