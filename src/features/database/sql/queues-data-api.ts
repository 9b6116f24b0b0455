import { z } from 'zod/mini'
import { QUEUES_PUBLIC_SCHEMA as S } from './queues'

/**
 * "Expose queues through the Data API", as Supabase Studio does it: wrappers of pgmq's functions in the
 * `pgmq_public` schema (security invoker, empty search_path), executable by the API roles, and pgmq's
 * tables granted to service_role. The callers' access is then decided by the RLS policies on each
 * queue's table. Switching it off drops the wrappers, takes the grants back and drops the schema
 * (without CASCADE: a function of the user's own in it stops the drop and says so). No value of the
 * user's goes into these statements.
 */
const API_ROLES = 'postgres, anon, authenticated, service_role'

const WRAPPERS = [
  {
    signature: 'pop(queue_name text)',
    types: '(text)',
    returns: 'setof pgmq.message_record',
    body: 'return query select * from pgmq.pop(queue_name := queue_name);',
    comment: 'Retrieves and locks the next message from the specified queue.',
  },
  {
    signature: 'send(queue_name text, message jsonb, sleep_seconds integer default 0)',
    types: '(text, jsonb, integer)',
    returns: 'setof bigint',
    body: 'return query select * from pgmq.send(queue_name := queue_name, msg := message, delay := sleep_seconds);',
    comment: 'Sends a message to the specified queue, optionally delaying its availability by a number of seconds.',
  },
  {
    signature: 'send_batch(queue_name text, messages jsonb[], sleep_seconds integer default 0)',
    types: '(text, jsonb[], integer)',
    returns: 'setof bigint',
    body: 'return query select * from pgmq.send_batch(queue_name := queue_name, msgs := messages, delay := sleep_seconds);',
    comment: 'Sends a batch of messages to the specified queue, optionally delaying their availability by a number of seconds.',
  },
  {
    signature: 'archive(queue_name text, message_id bigint)',
    types: '(text, bigint)',
    returns: 'boolean',
    body: 'return pgmq.archive(queue_name := queue_name, msg_id := message_id);',
    comment: 'Archives a message by moving it from the queue to a permanent archive.',
  },
  {
    signature: 'delete(queue_name text, message_id bigint)',
    types: '(text, bigint)',
    returns: 'boolean',
    body: 'return pgmq.delete(queue_name := queue_name, msg_id := message_id);',
    comment: 'Permanently deletes a message from the specified queue.',
  },
  {
    signature: 'read(queue_name text, sleep_seconds integer, n integer)',
    types: '(text, integer, integer)',
    returns: 'setof pgmq.message_record',
    body: 'return query select * from pgmq.read(queue_name := queue_name, vt := sleep_seconds, qty := n);',
    comment: 'Reads up to "n" messages from the specified queue with an optional "sleep_seconds" (visibility timeout).',
  },
] as const

const name = (signature: string) => signature.slice(0, signature.indexOf('('))
const noRows = z.object({})

export function exposeQueuesSql() {
  const functions = WRAPPERS.map(
    (w) => `create or replace function ${S}.${w.signature}
  returns ${w.returns}
  language plpgsql
  set search_path = ''
as $$
begin
  ${w.body}
end;
$$;
comment on function ${S}.${name(w.signature)}${w.types} is '${w.comment}';
grant execute on function ${S}.${name(w.signature)}${w.types} to ${API_ROLES};
grant execute on function pgmq.${name(w.signature)}${w.types} to ${API_ROLES};`,
  )
  return {
    sql: [
      `create schema if not exists ${S};`,
      `grant usage on schema ${S} to ${API_ROLES};`,
      ...functions,
      'grant usage on schema pgmq to postgres, anon, authenticated, service_role;',
      'grant all privileges on all tables in schema pgmq to postgres, service_role;',
      'alter default privileges in schema pgmq grant all privileges on tables to postgres, service_role;',
    ].join('\n'),
    schema: noRows,
  }
}

export function hideQueuesSql() {
  return {
    sql: [
      `drop function if exists ${WRAPPERS.map((w) => `${S}.${name(w.signature)}${w.types}`).join(', ')};`,
      ...WRAPPERS.map((w) => `revoke execute on function pgmq.${name(w.signature)}${w.types} from anon, authenticated, service_role;`),
      'revoke all on schema pgmq from anon, authenticated, service_role;',
      'revoke all privileges on all tables in schema pgmq from anon, authenticated, service_role;',
      'alter default privileges in schema pgmq revoke all on tables from anon, authenticated, service_role;',
      'alter default privileges in schema pgmq revoke all on sequences from anon, authenticated, service_role;',
      'alter default privileges in schema pgmq revoke all on functions from anon, authenticated, service_role;',
      `drop schema if exists ${S};`,
    ].join('\n'),
    schema: noRows,
  }
}
