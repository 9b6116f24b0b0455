import { z } from 'zod/mini'
import { ident, literal } from './quote'

/**
 * Queues (pgmq, CONTRACT §10): queues listed by `pgmq.list_queues()`, messages in `pgmq.q_{name}`,
 * archived in `pgmq.a_{name}`. Every name and payload goes in as a quoted literal or identifier;
 * pgmq's own functions build their table names from the name they are given.
 */
export const QUEUES_SCHEMA = 'pgmq'
/** The schema of the wrappers that expose queues through the Data API (as Studio names it). */
export const QUEUES_PUBLIC_SCHEMA = 'pgmq_public'
export const QUEUE_MESSAGES_PAGE_SIZE = 50

const timestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** pgmq's table of a queue: `q_` (messages) or `a_` (archive) and the name, lower-cased as pgmq does. */
export const queueTable = (name: string, prefix: 'q' | 'a') => `${prefix}_${name}`.toLowerCase()
const table = (name: string, prefix: 'q' | 'a') => `${ident(QUEUES_SCHEMA)}.${ident(queueTable(name, prefix))}`

export const queuesStatusSchema = z.object({ available: z.boolean(), partman: z.boolean(), exposed: z.boolean() })
export type QueuesStatus = z.infer<typeof queuesStatusSchema>

/** Are pgmq's functions there (the extension or compatible ones), pg_partman for partitioned queues, the Data API wrappers. */
export function queuesStatusSql() {
  return {
    sql: /* SQL */ `
select to_regprocedure('pgmq.list_queues()') is not null as available,
  exists (select 1 from pg_catalog.pg_extension where extname = 'pg_partman') as partman,
  exists (select 1 from pg_catalog.pg_namespace where nspname = ${literal(QUEUES_PUBLIC_SCHEMA)}) as exposed`,
    schema: queuesStatusSchema,
  }
}

export const queueSchema = z.object({
  name: z.string(),
  created_at: z.string(),
  is_partitioned: z.boolean(),
  is_unlogged: z.boolean(),
  /** Messages in the queue now (available, scheduled or being read). */
  queue_length: z.number(),
  /** Seconds since the oldest / newest message in the queue was sent; null when it is empty. */
  oldest_msg_age_sec: z.nullable(z.number()),
  newest_msg_age_sec: z.nullable(z.number()),
  /** Messages ever sent to it. */
  total_messages: z.number(),
  /** Row level security on its message table. */
  rls: z.boolean(),
})
export type Queue = z.infer<typeof queueSchema>

/** Every queue with pgmq's metrics (metrics_all) and whether RLS is on its table. */
export function listQueuesSql() {
  return {
    sql: /* SQL */ `
select q.queue_name::text as name, ${timestamp('q.created_at')} as created_at, q.is_partitioned, q.is_unlogged,
  coalesce(m.queue_length, 0)::float8 as queue_length, m.oldest_msg_age_sec::float8 as oldest_msg_age_sec,
  m.newest_msg_age_sec::float8 as newest_msg_age_sec, coalesce(m.total_messages, 0)::float8 as total_messages,
  coalesce(c.relrowsecurity, false) as rls
from pgmq.list_queues() q
left join pgmq.metrics_all() m on m.queue_name = q.queue_name::text
left join pg_catalog.pg_class c on c.relnamespace = ${literal(QUEUES_SCHEMA)}::regnamespace and c.relname = lower('q_' || q.queue_name)
order by q.queue_name`,
    schema: queueSchema,
  }
}

export const QUEUE_TYPES = ['standard', 'unlogged', 'partitioned'] as const
export type QueueType = (typeof QUEUE_TYPES)[number]

export interface QueueDefinition {
  name: string
  type: QueueType
  /** Partitioned only: pg_partman's interval and retention (message ids, or a time such as '1 day'). */
  partitionInterval?: string
  retentionInterval?: string
}

const noRows = z.object({})

/** Creates the queue with pgmq and turns row level security on for its tables (the API roles then see nothing without a policy). */
export function createQueueSql({ name, type, partitionInterval = '10000', retentionInterval = '100000' }: QueueDefinition) {
  const create =
    type === 'partitioned'
      ? `select pgmq.create_partitioned(${literal(name)}, ${literal(partitionInterval)}, ${literal(retentionInterval)});`
      : `select pgmq.${type === 'unlogged' ? 'create_unlogged' : 'create'}(${literal(name)});`
  return {
    sql: [
      create,
      `alter table ${table(name, 'q')} enable row level security;`,
      `alter table ${table(name, 'a')} enable row level security;`,
    ].join('\n'),
    schema: noRows,
  }
}

export const QUEUE_MESSAGE_STATUSES = ['available', 'scheduled', 'archived'] as const
export type QueueMessageStatus = (typeof QUEUE_MESSAGE_STATUSES)[number]

export const queueMessageSchema = z.object({
  msg_id: z.number(),
  read_ct: z.number(),
  enqueued_at: z.string(),
  /** When it becomes (or became) visible to readers. */
  vt: z.string(),
  archived_at: z.nullable(z.string()),
  /** The payload as JSON text, as stored (no number loses digits on its way to the page). */
  message: z.nullable(z.string()),
})
export type QueueMessage = z.infer<typeof queueMessageSchema>

const messageColumns = (archived: boolean) =>
  `msg_id::float8 as msg_id, read_ct::int as read_ct, ${timestamp('enqueued_at')} as enqueued_at, ${timestamp('vt')} as vt,
  ${archived ? timestamp('archived_at') : 'null::text'} as archived_at, message::text as message`

/**
 * One page of a queue's messages, oldest first, after the message id `after` (keyset): one row more
 * than the page, which says whether another page follows. Available: visible now; scheduled: sent
 * with a delay or being read (visible later); archived: in the archive table.
 */
export function queueMessagesSql(name: string, status: QueueMessageStatus, after: number | null, pageSize = QUEUE_MESSAGES_PAGE_SIZE) {
  const archived = status === 'archived'
  const conditions = [
    status === 'available' ? 'vt <= now()' : status === 'scheduled' ? 'vt > now()' : null,
    after === null ? null : `msg_id > ${literal(after)}::bigint`,
  ].filter(Boolean)
  return {
    sql: /* SQL */ `
select ${messageColumns(archived)}
from ${table(name, archived ? 'a' : 'q')}
${conditions.length ? `where ${conditions.join(' and ')}` : ''}
order by msg_id
limit ${literal(pageSize + 1)}`,
    schema: queueMessageSchema,
  }
}

export const sentMessageSchema = z.object({ msg_id: z.number() })

/** Sends one message (JSON text, validated before) visible after `delaySeconds`. */
export function sendQueueMessageSql(name: string, payload: string, delaySeconds = 0) {
  return {
    sql: `select msg_id::float8 as msg_id from pgmq.send(${literal(name)}, ${literal(payload)}::jsonb, ${literal(Math.trunc(delaySeconds))}::integer) as msg_id`,
    schema: sentMessageSchema,
  }
}

/** Reads up to `quantity` available messages, hidden from other readers for `visibilitySeconds`. */
export function readQueueMessagesSql(name: string, visibilitySeconds: number, quantity: number) {
  return {
    sql: /* SQL */ `
select ${messageColumns(false)}
from pgmq.read(${literal(name)}, ${literal(Math.trunc(visibilitySeconds))}::integer, ${literal(Math.trunc(quantity))}::integer)`,
    schema: queueMessageSchema,
  }
}

const doneSchema = z.object({ done: z.boolean() })

/** Moves a message to the queue's archive; done is false when it was not in the queue. */
export function archiveQueueMessageSql(name: string, msgId: number) {
  return { sql: `select pgmq.archive(${literal(name)}, ${literal(msgId)}::bigint) as done`, schema: doneSchema }
}

/** Deletes a message for good; done is false when it was not in the queue. */
export function deleteQueueMessageSql(name: string, msgId: number) {
  return { sql: `select pgmq.delete(${literal(name)}, ${literal(msgId)}::bigint) as done`, schema: doneSchema }
}

/** Deletes every message in the queue (the archive stays); answers how many. */
export function purgeQueueSql(name: string) {
  return { sql: `select pgmq.purge_queue(${literal(name)})::float8 as purged`, schema: z.object({ purged: z.number() }) }
}

/** Drops the queue with its messages and archive. */
export function dropQueueSql(name: string) {
  return { sql: `select pgmq.drop_queue(${literal(name)}) as done`, schema: doneSchema }
}
