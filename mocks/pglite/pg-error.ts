/**
 * A failed query as postgres-meta answers it (CONTRACT §7): `{error, message, formattedError, code,
 * position, detail, hint}`, with formattedError built the way postgres-meta builds it (severity, SQLSTATE,
 * message, then `LINE n:` with a caret under the position, DETAIL, HINT, QUERY, CONTEXT).
 */
export interface PgMetaErrorBody {
  error: string
  message: string
  formattedError: string
  code?: string
  position?: string
  detail?: string
  hint?: string
}

interface DatabaseErrorLike {
  message?: unknown
  severity?: unknown
  code?: unknown
  position?: unknown
  detail?: unknown
  hint?: unknown
  internalQuery?: unknown
  where?: unknown
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

export function toPgMetaErrorBody(error: unknown, sql: string): PgMetaErrorBody {
  const e = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as DatabaseErrorLike
  const message = str(e.message) ?? String(error)
  let formatted = `${str(e.severity) ? `${str(e.severity)}:  ` : ''}${str(e.code) ? `${str(e.code)}: ` : ''}${message}\n`
  const position = str(e.position)
  if (position) {
    const offset = Number(position) - 1
    const lines = sql.split('\n')
    let start = 0
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!
      if (start + line.length > offset || i === lines.length - 1) {
        const lineNumber = i + 1
        formatted += `LINE ${lineNumber}: ${line}\n${' '.repeat(5 + String(lineNumber).length + 2 + (offset - start))}^\n`
        break
      }
      start += line.length + 1
    }
  }
  if (str(e.detail)) formatted += `DETAIL:  ${str(e.detail)}\n`
  if (str(e.hint)) formatted += `HINT:  ${str(e.hint)}\n`
  if (str(e.internalQuery)) formatted += `QUERY:  ${str(e.internalQuery)}\n`
  if (str(e.where)) formatted += `CONTEXT:  ${str(e.where)}\n`
  const body: PgMetaErrorBody = { error: formatted, message, formattedError: formatted }
  if (str(e.code)) body.code = str(e.code)
  if (position) body.position = position
  if (str(e.detail)) body.detail = str(e.detail)
  if (str(e.hint)) body.hint = str(e.hint)
  return body
}
