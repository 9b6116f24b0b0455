/**
 * The Realtime WebSocket URL (CONTRACT §16): the project's endpoint (§13: a URL, or a bare host meaning
 * https://host) with http→ws and https→wss, then `/realtime/v1/websocket?apikey={key}&vsn=1.0.0`.
 * Without a key (self-hosted: the gateway puts the operator's key in) only `vsn` is sent.
 */
export function realtimeSocketUrl(endpoint: string, key: string | null): string {
  const base = /^[a-z][a-z0-9+.-]*:\/\//i.test(endpoint) ? endpoint : `https://${endpoint}`
  const url = new URL(`${base.replace(/\/+$/, '')}/realtime/v1/websocket`)
  url.protocol = url.protocol === 'http:' || url.protocol === 'ws:' ? 'ws:' : 'wss:'
  const query = new URLSearchParams()
  if (key !== null) query.set('apikey', key)
  query.set('vsn', '1.0.0')
  url.search = query.toString()
  return url.toString()
}
