export type JsonCellResult = { ok: true; value: unknown } | { ok: false; message: string }

export const INVALID_JSON_MESSAGE = 'Invalid JSON'

/**
 * Parses the text typed into a JSON cell (SPEC §5): empty text is rejected as null, numeric JSON
 * becomes a number, any other valid JSON its value, and invalid text an error to show.
 */
export function parseJsonCell(text: string): JsonCellResult {
  if (text.trim() === '') return { ok: true, value: null }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, message: INVALID_JSON_MESSAGE }
  }
}
