import { gatewayPathOf, getConfig } from '@/lib/config/config'
import { apiBaseUrl } from '@/lib/http/client'

/**
 * What the project's functions backend can do, decided once here and handed to the pages: the
 * platform (hosted, mock) manages functions through its API; self-hosted reads the mounted folder
 * through the gateway and deploys from files.
 */
export interface FunctionsBackend {
  kind: 'platform' | 'folder'
  /** Deploy, edit, delete, verify-JWT and secret writes are possible from the dashboard. */
  managed: boolean
  /**
   * Where the test panel sends its requests when not to the project's API URL: self-hosted, the
   * dashboard's own gateway, which maps `/functions/v1/{slug}` to the edge runtime (CONTRACT §8).
   */
  gateway: string | null
}

export function functionsBackend(ref: string): FunctionsBackend {
  return getConfig().platform
    ? { kind: 'platform', managed: true, gateway: null }
    : { kind: 'folder', managed: false, gateway: `${apiBaseUrl()}${gatewayPathOf(ref)}` }
}

/** A function's URL under the project's API URL (CONTRACT §12: `{endpoint}/functions/v1/{slug}`). */
export const functionUrl = (apiUrl: string, slug: string) =>
  `${apiUrl.replace(/\/+$/, '')}/functions/v1/${encodeURIComponent(slug)}`

/** Where the test panel's request goes: the function's URL, or self-hosted the gateway's path to it. */
export const invocationUrl = (backend: FunctionsBackend, apiUrl: string | undefined, slug: string) =>
  backend.gateway !== null ? functionUrl(backend.gateway, slug) : apiUrl && functionUrl(apiUrl, slug)

/** Shown where a self-hosted page would deploy, delete or write secrets. */
export const DEPLOYED_FROM_FILES =
  'Self-hosted functions are deployed from files: change the functions folder mounted into the edge runtime (DASHBOARD_FUNCTIONS_DIR) and restart it.'
