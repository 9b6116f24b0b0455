/**
 * The one way SQL text is built from names and values (CONVENTIONS: database pages). Nothing else
 * pastes user text into SQL: identifiers go through `ident`, values through `literal`.
 */

/** A quoted identifier: `"my ""table"""`. Always quoted, so reserved words and mixed case survive. */
export function ident(name: string): string {
  if (name.includes('\u0000')) throw new Error('An identifier cannot contain a NUL character')
  return `"${name.replaceAll('"', '""')}"`
}

/** `schema.name`, each part quoted. */
export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`
}

export type SqlValue =
  string | number | bigint | boolean | null | undefined | Date | readonly SqlValue[] | { [key: string]: unknown }

/**
 * A literal: strings as standard-conforming `'...'` (quotes doubled; backslashes are plain characters
 * since standard_conforming_strings is on in every supported Postgres), numbers as numbers, null as NULL,
 * booleans as true/false, dates as ISO text, objects and arrays as JSON text. Cast it where the type matters.
 */
export function literal(value: SqlValue): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return `'${String(value)}'`
    return String(value)
  }
  if (value instanceof Date) return literal(value.toISOString())
  if (typeof value === 'object') return literal(JSON.stringify(value))
  if (value.includes('\u0000')) throw new Error('A text value cannot contain a NUL character')
  return `'${value.replaceAll("'", "''")}'`
}
