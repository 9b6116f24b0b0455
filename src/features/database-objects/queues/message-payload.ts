/** What the send form makes of the payload typed: the JSON text to send, or why it cannot be sent. */
export type PayloadCheck = { ok: true; json: string } | { ok: false; error: string }

export const PAYLOAD_REQUIRED = 'Enter the message as JSON, for example {"task": "resize", "id": 42}.'
export const PAYLOAD_NUL = 'Postgres cannot store the character \\u0000 in a JSON value: remove it from the message.'

/** Line and column of a character offset, counted from 1. */
function lineAndColumn(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: before.at(-1)!.length + 1 }
}

/** The parser's complaint, with its place in the text as line and column where the engine gives an offset. */
function describeSyntaxError(text: string, error: SyntaxError) {
  const message = error.message.replace(/\s*\(line \d+ column \d+\)$/, '')
  const offset = /at position (\d+)/.exec(message)?.[1]
  if (offset === undefined) return `The message is not valid JSON: ${message}.`
  const { line, column } = lineAndColumn(text, Number(offset))
  return `The message is not valid JSON: ${message.replace(/ at position \d+/, '')} at line ${line}, column ${column}.`
}

const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Array.isArray(value)
      ? value.some(hasNul)
      : value !== null && typeof value === 'object'
        ? Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item))
        : false

/**
 * A queue message is any JSON value pgmq stores as jsonb. The text is sent as typed (Postgres reads
 * it): parsing here only catches mistakes before the round trip, so big numbers keep their digits.
 */
export function checkPayload(text: string): PayloadCheck {
  if (!text.trim()) return { ok: false, error: PAYLOAD_REQUIRED }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, error: error instanceof SyntaxError ? describeSyntaxError(text, error) : String(error) }
  }
  if (hasNul(value)) return { ok: false, error: PAYLOAD_NUL }
  return { ok: true, json: text.trim() }
}
