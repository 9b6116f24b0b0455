/** What the test panel sends: the user's own request, shown back raw. */
export interface InvocationInput {
  method: string
  path: string
  query: string
  headers: [string, string][]
  body: string
}

export interface InvocationResult {
  status: number
  statusText: string
  headers: [string, string][]
  body: string
  durationMs: number
}

/**
 * Calls `{functionUrl}{path}?{query}` directly (not through the platform client: no dashboard token,
 * and the answer is shown as it comes, whatever its status or body).
 */
export async function invokeFunction(
  functionUrl: string,
  input: InvocationInput,
  signal?: AbortSignal,
): Promise<InvocationResult> {
  const path = input.path.trim().replace(/^\/*/, '')
  const query = input.query.trim().replace(/^\?/, '')
  const url = `${functionUrl}${path ? `/${path}` : ''}${query ? `?${query}` : ''}`
  const hasBody = input.method !== 'GET' && input.method !== 'HEAD' && input.body !== ''
  const started = performance.now()
  const response = await fetch(url, {
    method: input.method,
    headers: input.headers,
    body: hasBody ? input.body : undefined,
    signal,
  })
  const body = await response.text()
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body,
    durationMs: Math.round(performance.now() - started),
  }
}
