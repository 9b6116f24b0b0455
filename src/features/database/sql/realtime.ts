import { z } from 'zod/mini'
import type { PolicyInput } from './policies'
import { ident, literal, qualified } from './quote'
import { REALTIME_PUBLICATION } from './schema-tables'

/** CONTRACT §16: the `supabase_realtime` publication, whose tables' changes Realtime streams. */
export const realtimePublicationSchema = z.object({
  exists: z.boolean(),
  all_tables: z.boolean(),
  tables: z.array(z.object({ schema: z.string(), name: z.string() })),
})
export type RealtimePublication = z.infer<typeof realtimePublicationSchema>
type TableRef = { schema: string; name: string }

export const REALTIME_ALL_TABLES_REASON = `The ${REALTIME_PUBLICATION} publication is FOR ALL TABLES: every table is published. It is left as it is here; change it in the SQL editor if you need a list of tables.`

/** One row: does the publication exist, is it FOR ALL TABLES, and the tables it names. */
export function realtimePublicationSql() {
  const pub = literal(REALTIME_PUBLICATION)
  return {
    sql: /* SQL */ `
select exists (select 1 from pg_catalog.pg_publication where pubname = ${pub}) as exists,
  coalesce((select puballtables from pg_catalog.pg_publication where pubname = ${pub}), false) as all_tables,
  coalesce((select json_agg(json_build_object('schema', t.schemaname, 'name', t.tablename) order by t.schemaname, t.tablename)
    from pg_catalog.pg_publication_tables t where t.pubname = ${pub}), '[]'::json) as tables`,
    schema: realtimePublicationSchema,
  }
}

/** Is this table's change stream on? (FOR ALL TABLES: every table is.) */
export const isRealtimeTable = (publication: RealtimePublication, table: TableRef) =>
  publication.all_tables || publication.tables.some((t) => t.schema === table.schema && t.name === table.name)

const none = z.object({})

/**
 * Adds the table to the publication or takes it out: the publication is created when missing, and
 * never dropped and created again; a FOR ALL TABLES publication is left alone (the builder refuses).
 */
export function setRealtimeTableSql(publication: RealtimePublication, table: TableRef, published: boolean) {
  if (publication.all_tables) throw new Error(REALTIME_ALL_TABLES_REASON)
  const name = ident(REALTIME_PUBLICATION)
  const target = qualified(table.schema, table.name)
  if (!published) return { sql: `alter publication ${name} drop table ${target};`, schema: none }
  const create = publication.exists ? '' : `create publication ${name};\n`
  return { sql: `${create}alter publication ${name} add table ${target};`, schema: none }
}

/** The table whose row level security guards private channels (Realtime Authorization). */
export const REALTIME_MESSAGES = { schema: 'realtime', name: 'messages' } as const

const realtimeTemplate = (id: string, label: string, command: 'SELECT' | 'INSERT', expression: string, name = label): { id: string; label: string; policy: PolicyInput } => ({
  id,
  label,
  policy: {
    // A name is at most 63 bytes: the topic stays in the label and the expression.
    name,
    command,
    permissive: true,
    roles: ['authenticated'],
    using: command === 'SELECT' ? expression : null,
    with_check: command === 'INSERT' ? expression : null,
  },
})

const extension = (kind: 'broadcast' | 'presence') => `realtime.messages.extension in (${literal(kind)})`
const onTopic = (topic: string) => `(select realtime.topic()) = ${literal(topic)}`

/**
 * Starting points for a policy on realtime.messages: reading (select) and sending (insert) broadcast
 * and presence, for every topic or one topic, for signed-in users. `topic` is the example topic's name.
 */
export function realtimePolicyTemplates(topic = 'room-1') {
  return [
    realtimeTemplate('broadcast-read', 'Authenticated users can receive broadcasts', 'SELECT', extension('broadcast')),
    realtimeTemplate('broadcast-send', 'Authenticated users can send broadcasts', 'INSERT', extension('broadcast')),
    realtimeTemplate('presence-read', 'Authenticated users can listen to presence', 'SELECT', extension('presence')),
    realtimeTemplate('presence-send', 'Authenticated users can track presence', 'INSERT', extension('presence')),
    realtimeTemplate('topic-broadcast-read', `Authenticated users can receive broadcasts on topic ${topic}`, 'SELECT', `${onTopic(topic)} and ${extension('broadcast')}`, 'Receive broadcasts on one topic'),
    realtimeTemplate('topic-broadcast-send', `Authenticated users can send broadcasts on topic ${topic}`, 'INSERT', `${onTopic(topic)} and ${extension('broadcast')}`, 'Send broadcasts on one topic'),
    realtimeTemplate('topic-presence-read', `Authenticated users can listen to presence on topic ${topic}`, 'SELECT', `${onTopic(topic)} and ${extension('presence')}`, 'Listen to presence on one topic'),
    realtimeTemplate('topic-presence-send', `Authenticated users can track presence on topic ${topic}`, 'INSERT', `${onTopic(topic)} and ${extension('presence')}`, 'Track presence on one topic'),
  ]
}
