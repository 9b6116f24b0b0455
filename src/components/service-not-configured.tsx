import { Alert, Code, Text } from '@mantine/core'
import { getConfig } from '@/lib/config/config'
import { isApiError } from '@/lib/http/errors'

/** The platform services a self-hosted gateway maps by path (CONTRACT §8). */
const SELF_HOSTED_SERVICES = {
  storage: { name: 'storage service', variable: 'DASHBOARD_STORAGE_URL', field: 'storage_url' },
  logs: { name: 'log analytics service', variable: 'DASHBOARD_LOGS_URL', field: 'logs_url' },
  graphql: { name: 'GraphQL endpoint', variable: 'DASHBOARD_GRAPHQL_URL', field: 'graphql_url' },
  auth: { name: 'auth service', variable: 'DASHBOARD_GOTRUE_URL', field: 'gotrue_url' },
  realtime: { name: 'realtime service', variable: 'DASHBOARD_REALTIME_URL', field: 'realtime_url' },
} as const

/** What the operator sets: the variable, or with several projects (CONTRACT §18) the project's field. */
function Setting({ service }: { service: SelfHostedService }) {
  const { variable, field } = SELF_HOSTED_SERVICES[service]
  if (!getConfig().defaultProjectRef) return <Code>{variable}</Code>
  return (
    <>
      <Code>{field}</Code> of this project in <Code>DASHBOARD_PROJECTS</Code>
    </>
  )
}
export type SelfHostedService = keyof typeof SELF_HOSTED_SERVICES

/** Self-hosted, a 404 or 502 from the gateway means it does not map the service's paths. */
export function isServiceNotConfigured(error: unknown, platform = getConfig().platform) {
  return !platform && isApiError(error) && (error.code === 404 || error.code === 502)
}

export function ServiceNotConfigured({ service }: { service: SelfHostedService }) {
  const { name } = SELF_HOSTED_SERVICES[service]
  return (
    <Alert color="yellow" title={`The ${name} is not configured`} data-testid="service-not-configured">
      <Text size="sm">
        This page needs the project&apos;s {name}. The dashboard&apos;s gateway did not answer its paths: set{' '}
        <Setting service={service} /> to the service&apos;s URL and restart the dashboard.
      </Text>
    </Alert>
  )
}

/** Self-hosted, a page names the service it needs. */
export function ServiceNote({ service }: { service: SelfHostedService }) {
  if (getConfig().platform) return null
  const { name } = SELF_HOSTED_SERVICES[service]
  return (
    <Text size="sm" c="dimmed" mb="md">
      Served by the project&apos;s {name} (<Setting service={service} />).
    </Text>
  )
}
