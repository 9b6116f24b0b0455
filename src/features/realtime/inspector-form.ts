import type { MessageKind } from './protocol/messages'

export interface JoinValues {
  channel: string
  isPrivate: boolean
  kinds: MessageKind[]
  /** `schema.table` of a published table, as listed. */
  table: string
  filter: string
}

export const FILTER_PATTERN = /^[^=\s]+=(eq|neq|lt|lte|gt|gte|in)\..+$/

/** The join form's errors by field; none when it can be sent. */
export function joinErrors(values: JoinValues): Partial<Record<'channel' | 'kinds' | 'table' | 'filter', string>> {
  const errors: Partial<Record<'channel' | 'kinds' | 'table' | 'filter', string>> = {}
  if (!values.channel.trim()) errors.channel = 'Enter a channel name.'
  if (values.kinds.length === 0) errors.kinds = 'Choose at least one kind of message to listen to.'
  if (values.kinds.includes('postgres_changes')) {
    if (!values.table) errors.table = 'Choose a published table.'
    if (values.filter.trim() && !FILTER_PATTERN.test(values.filter.trim()))
      errors.filter = 'A filter is column=operator.value, e.g. id=eq.1 (operators: eq, neq, lt, lte, gt, gte, in).'
  }
  return errors
}

export type JsonCheck = { ok: true; value: unknown } | { ok: false; message: string }

/** A payload typed as JSON, or why it is not (the text stays in the field). */
export function parseJsonPayload(text: string): JsonCheck {
  if (!text.trim()) return { ok: false, message: 'Enter a JSON payload, e.g. {"message": "hello"}.' }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    return { ok: false, message: `The payload is not valid JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
}
