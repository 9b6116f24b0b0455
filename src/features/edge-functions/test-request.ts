/** `Name: value` lines to header pairs; the problem with a line that is not one. */
export function parseHeaderLines(text: string): { headers: [string, string][]; problem?: string } {
  const headers: [string, string][] = []
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim()
    if (!line) continue
    const colon = line.indexOf(':')
    const name = colon > 0 ? line.slice(0, colon).trim() : ''
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name))
      return { headers, problem: `Line ${index + 1}: write a header as Name: value` }
    headers.push([name, line.slice(colon + 1).trim()])
  }
  return { headers }
}

/** Why the body is not JSON, or undefined (an empty body is fine). */
export function jsonProblem(body: string): string | undefined {
  if (!body.trim()) return undefined
  try {
    JSON.parse(body)
    return undefined
  } catch (error) {
    return `The body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`
  }
}

/** The body as shown: pretty JSON when it is JSON. */
export function prettyBody(body: string) {
  try {
    return JSON.stringify(JSON.parse(body), null, 2)
  } catch {
    return body
  }
}
