import { getConfig } from '@/lib/config/config'
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
  /** The project's API URL; functions answer at `{endpoint}/functions/v1/{slug}`. */
  endpoint: string
}

export function functionsBackend(ref: string): FunctionsBackend {
  const base = apiBaseUrl()
  return getConfig().platform
    ? { kind: 'platform', managed: true, endpoint: `${base}/project-api/${encodeURIComponent(ref)}` }
    : { kind: 'folder', managed: false, endpoint: base }
}

export const functionUrl = (backend: FunctionsBackend, slug: string) => `${backend.endpoint}/functions/v1/${slug}`

/** Shown where a self-hosted page would deploy, delete or write secrets. */
export const DEPLOYED_FROM_FILES =
  'Self-hosted functions are deployed from files: change the functions folder mounted into the edge runtime (DASHBOARD_FUNCTIONS_DIR) and restart it.'
