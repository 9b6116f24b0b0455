/** Realtime's `column=operator.value` filter on a changed row (eq, neq, lt, lte, gt, gte, in). */
export function matchesFilter(filter: string, row: Record<string, unknown> | null): boolean {
  const match = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/.exec(filter)
  if (!match || !row) return false
  const [, column, operator, expected] = match as unknown as [string, string, string, string]
  const actual = row[column]
  if (actual === undefined) return false
  const text = actual === null ? 'null' : typeof actual === 'object' ? JSON.stringify(actual) : String(actual as string | number | boolean)
  const compare = (value: string) => {
    const a = Number(text)
    const b = Number(value)
    return Number.isFinite(a) && Number.isFinite(b) && text !== '' && value !== '' ? a - b : text.localeCompare(value)
  }
  switch (operator) {
    case 'eq':
      return compare(expected) === 0
    case 'neq':
      return compare(expected) !== 0
    case 'lt':
      return compare(expected) < 0
    case 'lte':
      return compare(expected) <= 0
    case 'gt':
      return compare(expected) > 0
    case 'gte':
      return compare(expected) >= 0
    default:
      return expected.replace(/^\(|\)$/g, '').split(',').map((v) => v.trim()).some((v) => compare(v) === 0)
  }
}
