/** A column type guessed from a CSV column's sample values (empty values say nothing). */
export type GuessedType = 'int8' | 'numeric' | 'bool' | 'date' | 'timestamptz' | 'jsonb' | 'text'

const INTEGER = /^[+-]?\d{1,18}$/
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i
const BOOLEAN = /^(true|false|t|f)$/i
const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/

function isJson(value: string) {
  if (!/^[[{]/.test(value.trim())) return false
  try {
    JSON.parse(value)
    return true
  } catch {
    return false
  }
}

export function guessType(values: readonly string[]): GuessedType {
  const sample = values.filter((v) => v.trim() !== '')
  if (!sample.length) return 'text'
  const all = (test: (v: string) => boolean) => sample.every(test)
  if (all((v) => INTEGER.test(v.trim()))) return 'int8'
  if (all((v) => NUMERIC.test(v.trim()))) return 'numeric'
  if (all((v) => BOOLEAN.test(v.trim()))) return 'bool'
  if (all((v) => DATE.test(v.trim()))) return 'date'
  if (all((v) => TIMESTAMP.test(v.trim()))) return 'timestamptz'
  if (all(isJson)) return 'jsonb'
  return 'text'
}

/** Rows per INSERT while importing; a failed batch is retried row by row so good rows still land. */
export const IMPORT_BATCH_ROWS = 500
/** Rows per page while exporting. */
export const EXPORT_PAGE_ROWS = 1000

/** A CSV field as a value to write: an empty field is NULL (CSV cannot tell the two apart). */
export const csvValue = (value: string | undefined) => (value === undefined || value === '' ? null : value)
