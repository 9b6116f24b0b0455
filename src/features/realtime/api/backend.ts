import { queryOptions } from '@tanstack/react-query'
import { gatewayPathOf, getConfig } from '@/lib/config/config'
import { api, apiBaseUrl } from '@/lib/http/client'
import { realtimeSocketUrl } from '../protocol/socket-url'
import { realtimeKeys } from './keys'
import { temporaryRealtimeKey } from './temporary-key'

/**
 * Where the inspector's socket goes, decided once here and handed to the page. Hosted and mock: the
 * project's endpoint with a temporary key. Self-hosted: the dashboard's own gateway, which puts the
 * operator's key in (DASHBOARD_REALTIME_KEY) so the browser never holds one; the chosen role's token
 * cannot be signed there (no JWT secret in the browser).
 */
export interface RealtimeBackend {
  kind: 'platform' | 'gateway'
  /** The socket URL, with a fresh key when the last one expired; `endpoint` reads the project's API URL. */
  socketUrl: (endpoint: () => Promise<string>) => Promise<string>
}

export function realtimeBackend(ref: string): RealtimeBackend {
  if (getConfig().platform)
    return {
      kind: 'platform',
      socketUrl: async (endpoint) => realtimeSocketUrl(await endpoint(), await temporaryRealtimeKey(ref)),
    }
  return { kind: 'gateway', socketUrl: () => Promise.resolve(realtimeSocketUrl(`${apiBaseUrl()}${gatewayPathOf(ref)}`, null)) }
}

/**
 * Self-hosted: whether the gateway maps the Realtime socket. nginx answers a plain (not upgraded) HEAD
 * on the socket's path itself: 204 when DASHBOARD_REALTIME_URL is set, a 404 when it is not.
 */
export const realtimeGatewayQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: realtimeKeys.gateway(ref),
    queryFn: async ({ signal }) => {
      await api.head(`${gatewayPathOf(ref)}/realtime/v1/websocket`, [], { signal })
      return true
    },
    staleTime: 60_000,
    retry: false,
  })
