import { Alert, Code, Text } from '@mantine/core'
import { isApiError } from '@/lib/http/errors'
import type { FunctionsBackend } from '../api/backend'

/** Self-hosted, a 404 or 502 from the gateway for the folder means DASHBOARD_FUNCTIONS_DIR is not set. */
export const isFolderMissing = (error: unknown, backend: FunctionsBackend) =>
  backend.kind === 'folder' && isApiError(error) && (error.code === 404 || error.code === 502)

export function FunctionsUnavailable() {
  return (
    <Alert color="yellow" title="The edge functions service is not configured" data-testid="service-not-configured">
      <Text size="sm">
        This page reads the project&apos;s functions folder and invokes them through the edge runtime. Set{' '}
        <Code>DASHBOARD_FUNCTIONS_DIR</Code> (the mounted functions folder) and <Code>DASHBOARD_FUNCTIONS_URL</Code>{' '}
        (the edge runtime&apos;s URL) and restart the dashboard.
      </Text>
    </Alert>
  )
}
