import { z } from 'zod/mini'
import type { Frame } from './frames'

export const MESSAGE_KINDS = ['broadcast', 'presence', 'postgres_changes', 'system'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

/** One line of the inspector: what arrived on the channel. */
export interface InspectorMessage {
  id: number
  /** ms since the epoch, when the browser received it. */
  receivedAt: number
  kind: MessageKind
  event: string
  payload: unknown
}

const broadcastPayload = z.object({ event: z.optional(z.string()), payload: z.optional(z.unknown()) })
const changesPayload = z.object({ data: z.object({ type: z.optional(z.string()) }) })
const systemPayload = z.object({ status: z.optional(z.string()), extension: z.optional(z.string()) })

/** The kind and event a channel frame is listed under; `undefined` for frames that are not messages (replies). */
export function classifyFrame(frame: Frame): Pick<InspectorMessage, 'kind' | 'event' | 'payload'> | undefined {
  switch (frame.event) {
    case 'broadcast': {
      const parsed = broadcastPayload.safeParse(frame.payload)
      return parsed.success
        ? { kind: 'broadcast', event: parsed.data.event ?? 'broadcast', payload: parsed.data.payload }
        : { kind: 'broadcast', event: 'broadcast', payload: frame.payload }
    }
    case 'presence_state':
    case 'presence_diff':
      return { kind: 'presence', event: frame.event, payload: frame.payload }
    case 'postgres_changes': {
      const parsed = changesPayload.safeParse(frame.payload)
      // The parsed object keeps only the checked keys: the payload shown is the frame's own.
      return {
        kind: 'postgres_changes',
        event: (parsed.success && parsed.data.data.type) || 'postgres_changes',
        payload: parsed.success ? frame.payload.data : frame.payload,
      }
    }
    case 'system': {
      const parsed = systemPayload.safeParse(frame.payload)
      const event = parsed.success ? [parsed.data.extension, parsed.data.status].filter(Boolean).join(' ') : ''
      return { kind: 'system', event: event || 'system', payload: frame.payload }
    }
    case 'phx_error':
    case 'phx_close':
      return { kind: 'system', event: frame.event, payload: frame.payload }
    default:
      return undefined
  }
}

/** The payload on one line, as text (never markup). */
export function oneLine(payload: unknown, max = 200): string {
  const text = payload === undefined ? '' : JSON.stringify(payload) ?? String(payload)
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

export const prettyJson = (payload: unknown) => (payload === undefined ? '' : JSON.stringify(payload, null, 2) ?? String(payload))
