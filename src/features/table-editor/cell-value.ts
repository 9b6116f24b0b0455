import type { Column } from '@/features/database'

/** What a typed value becomes: text for the database (cast there to the column's type), NULL, or an error. */
export type WriteValue = { ok: true; value: string | null } | { ok: false; error: string }

export const INVALID_JSON = 'Enter valid JSON, e.g. {"key": "value"}, [1, 2] or "text"'
export const INVALID_URL = 'Enter a valid URL starting with http:// or https://'
export const INVALID_NUMBER = 'Enter a number'
export const INVALID_BOOLEAN = 'Enter true or false'

export const isJsonColumn = (column: Pick<Column, 'udt' | 'is_array'>) => !column.is_array && (column.udt === 'json' || column.udt === 'jsonb')
export const isBooleanColumn = (column: Pick<Column, 'category' | 'is_array'>) => !column.is_array && column.category === 'B'
export const isNumberColumn = (column: Pick<Column, 'category' | 'is_array'>) => !column.is_array && column.category === 'N'
export const isTextColumn = (column: Pick<Column, 'category' | 'is_array'>) => !column.is_array && column.category === 'S'
/** A text column whose name says it holds links gets SPEC §5's URL rule. */
export const isUrlColumn = (column: Pick<Column, 'name' | 'category' | 'is_array'>) =>
  isTextColumn(column) && /(^|_)(url|link|website|homepage|href)s?$/i.test(column.name)

/** SPEC §5 URL: valid only if it parses and uses http or https. */
export function isValidUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$|^[+-]?(NaN|Infinity)$/i

/**
 * The rules of a typed cell. Text keeps the empty string (NULL is set explicitly); for every other
 * type empty text means NULL. SPEC §5 JSON cell: empty text is taken as null, and numeric JSON is
 * written as a number.
 */
export function toWriteValue(column: Pick<Column, 'name' | 'udt' | 'category' | 'is_array'>, text: string): WriteValue {
  if (isTextColumn(column)) {
    if (text !== '' && isUrlColumn(column) && !isValidUrl(text)) return { ok: false, error: INVALID_URL }
    return { ok: true, value: text }
  }
  if (text.trim() === '') return { ok: true, value: null }
  if (isJsonColumn(column)) {
    try {
      return { ok: true, value: JSON.stringify(JSON.parse(text)) }
    } catch {
      return { ok: false, error: INVALID_JSON }
    }
  }
  if (isNumberColumn(column) && !NUMBER.test(text.trim())) return { ok: false, error: INVALID_NUMBER }
  if (isBooleanColumn(column)) {
    const value = text.trim().toLowerCase()
    if (!['true', 'false', 't', 'f'].includes(value)) return { ok: false, error: INVALID_BOOLEAN }
    return { ok: true, value: value.startsWith('t') ? 'true' : 'false' }
  }
  return { ok: true, value: text.trim() }
}
