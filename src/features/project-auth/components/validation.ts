const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The email rule before a call is made; unicode and quotes are allowed, as GoTrue allows them. */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Enter an email address'
  return EMAIL.test(email.trim()) ? undefined : 'Enter a valid email address, such as name@example.com'
}

export type MetadataParse = { ok: true; value: Record<string, unknown> } | { ok: false; error: string }

/** User metadata typed as JSON: it must parse, and be an object. */
export function parseMetadata(text: string): MetadataParse {
  let value: unknown
  try {
    value = JSON.parse(text.trim() || '{}')
  } catch (error) {
    return { ok: false, error: `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, error: 'User metadata must be a JSON object, such as {"full_name": "Ada"}' }
  return { ok: true, value: value as Record<string, unknown> }
}
