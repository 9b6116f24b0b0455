/**
 * Log drains (issue 23): what the add form checks before anything is sent. Pure, so the rules are
 * tested on their own; the form keeps whatever the user typed whatever the answer.
 */
export interface HeaderRow {
  name: string
  value: string
}
export interface LogDrainForm {
  name: string
  url: string
  headers: HeaderRow[]
}
export interface LogDrainBody {
  name: string
  type: 'webhook'
  config: { url: string; headers: Record<string, string> }
}
export interface LogDrainErrors {
  name?: string
  url?: string
  /** By row index: the problem with that row's name or value. */
  headers: Record<number, { name?: string; value?: string }>
}

export const LOG_DRAIN_NAME_MAX = 100
/** RFC 9110 token characters, without the single quote (no real header name has one, and it reads as a quote). */
const HEADER_NAME = /^[!#$%&*+\-.^_`|~0-9A-Za-z]+$/

export function urlError(raw: string): string | undefined {
  const url = raw.trim()
  if (url === '') return 'Enter the destination URL.'
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  if (!scheme) return 'Enter a full URL that starts with https:// or http://.'
  if (scheme !== 'https' && scheme !== 'http') return `Only https:// and http:// URLs are accepted (this one starts with ${scheme}:).`
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'This is not a valid URL: check for spaces or stray characters.'
  }
  if (!parsed.hostname) return 'The URL needs a host name after the //.'
  if (/\s/.test(url)) return 'A URL cannot contain spaces: encode them as %20.'
  return undefined
}

export function headerNameError(name: string): string | undefined {
  if (name === '') return 'Enter the header name.'
  if (/\s/.test(name)) return 'Header names cannot contain spaces.'
  if (/["']/.test(name)) return 'Header names cannot contain quotes.'
  if (name.includes(':')) return 'Header names cannot contain a colon: put the value in its own field.'
  if (!HEADER_NAME.test(name)) return 'Header names use letters, digits and - _ . ! # $ % & * + ^ ` | ~ only.'
  return undefined
}

export function headerValueError(value: string): string | undefined {
  if (value.trim() === '') return 'Enter the header value.'
  if (/[\r\n]/.test(value)) return 'Header values cannot contain line breaks.'
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value)) return 'Header values cannot contain control characters.'
  return undefined
}

/** The problems of a form (empty when none) and, when none, the body to send. */
export function checkLogDrain(form: LogDrainForm): { errors: LogDrainErrors; body?: LogDrainBody } {
  const errors: LogDrainErrors = { headers: {} }
  const name = form.name.trim()
  if (name === '') errors.name = 'Enter a name for the drain.'
  else if (name.length > LOG_DRAIN_NAME_MAX) errors.name = `Use at most ${LOG_DRAIN_NAME_MAX} characters (this name has ${name.length}).`
  const url = urlError(form.url)
  if (url) errors.url = url
  const headers: Record<string, string> = {}
  const seen = new Map<string, number>()
  form.headers.forEach((row, index) => {
    const headerName = row.name.trim()
    if (headerName === '' && row.value.trim() === '') return
    const problem: { name?: string; value?: string } = {}
    const nameProblem = headerNameError(headerName)
    if (nameProblem) problem.name = nameProblem
    else if (seen.has(headerName.toLowerCase())) problem.name = `${headerName} is set twice: keep one row.`
    const valueProblem = headerValueError(row.value)
    if (valueProblem) problem.value = valueProblem
    if (problem.name || problem.value) errors.headers[index] = problem
    else {
      seen.set(headerName.toLowerCase(), index)
      headers[headerName] = row.value.trim()
    }
  })
  const valid = !errors.name && !errors.url && Object.keys(errors.headers).length === 0
  return valid ? { errors, body: { name, type: 'webhook', config: { url: form.url.trim(), headers } } } : { errors }
}
