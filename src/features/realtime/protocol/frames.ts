import { z } from 'zod/mini'

/** A Phoenix v1 JSON frame (vsn 1.0.0), as Realtime sends and reads it (CONTRACT §16). */
export interface Frame {
  topic: string
  event: string
  payload: Record<string, unknown>
  ref: string | null
  join_ref: string | null
}

const payloadSchema = z.record(z.string(), z.unknown())

export const frameSchema = z.object({
  topic: z.string(),
  event: z.string(),
  payload: payloadSchema,
  ref: z.nullable(z.optional(z.string())),
  join_ref: z.nullable(z.optional(z.string())),
})

export const PHOENIX_TOPIC = 'phoenix'
export const topicOf = (channel: string) => `realtime:${channel}`

/** A frame from the server, or why it is not one (a frame that does not parse is reported, not thrown). */
export function decodeFrame(text: string): { ok: true; frame: Frame } | { ok: false; reason: string } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'The server sent a frame that is not JSON.' }
  }
  const parsed = frameSchema.safeParse(json)
  if (!parsed.success) return { ok: false, reason: `The server sent a frame that is not a Phoenix frame: ${parsed.error.issues[0]?.message ?? 'invalid'}.` }
  const { topic, event, payload, ref, join_ref } = parsed.data
  return { ok: true, frame: { topic, event, payload, ref: ref ?? null, join_ref: join_ref ?? null } }
}

export const encodeFrame = (frame: Frame) =>
  JSON.stringify({ topic: frame.topic, event: frame.event, payload: frame.payload, ref: frame.ref, join_ref: frame.join_ref })

/** What the inspector listens to: the join frame's `config` (CONTRACT §16). */
export interface ChannelConfig {
  channel: string
  private: boolean
  broadcast: boolean
  presence: boolean
  /** Database changes, each on a schema with an optional table and filter (`column=eq.value`). */
  postgresChanges: readonly { schema: string; table?: string | undefined; filter?: string | undefined }[]
}

export function joinFrame(config: ChannelConfig, ref: string, accessToken?: string): Frame {
  const payload: Record<string, unknown> = {
    config: {
      broadcast: { self: true, ack: false },
      presence: { key: '' },
      postgres_changes: config.postgresChanges.map((change) => ({
        event: '*',
        schema: change.schema,
        ...(change.table ? { table: change.table } : {}),
        ...(change.filter ? { filter: change.filter } : {}),
      })),
      private: config.private,
    },
  }
  if (accessToken) payload.access_token = accessToken
  return { topic: topicOf(config.channel), event: 'phx_join', payload, ref, join_ref: ref }
}

export const leaveFrame = (channel: string, ref: string, joinRef: string): Frame => ({
  topic: topicOf(channel),
  event: 'phx_leave',
  payload: {},
  ref,
  join_ref: joinRef,
})

export const heartbeatFrame = (ref: string): Frame => ({ topic: PHOENIX_TOPIC, event: 'heartbeat', payload: {}, ref, join_ref: null })

export const broadcastFrame = (channel: string, event: string, payload: unknown, ref: string, joinRef: string): Frame => ({
  topic: topicOf(channel),
  event: 'broadcast',
  payload: { type: 'broadcast', event, payload },
  ref,
  join_ref: joinRef,
})

/** Presence is tracked as realtime-js does: a `presence` frame carrying `{type, event: 'track', payload}`. */
export const trackFrame = (channel: string, state: Record<string, unknown>, ref: string, joinRef: string): Frame => ({
  topic: topicOf(channel),
  event: 'presence',
  payload: { type: 'presence', event: 'track', payload: state },
  ref,
  join_ref: joinRef,
})

export const replySchema = z.object({
  status: z.string(),
  response: z.optional(z.unknown()),
})

/** Why the server refused: `{reason}` in Realtime's replies, else the response as text. */
export function replyReason(response: unknown): string {
  if (typeof response === 'object' && response !== null) {
    const { reason, message } = response as { reason?: unknown; message?: unknown }
    if (typeof reason === 'string') return reason
    if (typeof message === 'string') return message
  }
  return response === undefined ? 'no reason given' : JSON.stringify(response)
}
