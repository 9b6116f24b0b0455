import { Alert, Code, Group, Loader, SegmentedControl, Text, useComputedColorScheme } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { PageHeader } from '@/components/page-header'
import { isServiceNotConfigured, ServiceNote, ServiceNotConfigured } from '@/components/service-not-configured'
import { getConfig } from '@/lib/config/config'
import { RolePicker } from '@/features/view-as-role'
import { graphqlReachableQueryOptions } from '../api/graphql-request'
import { useRoleToken } from '../use-role-token'
import { GRAPHQL_ROLES, type GraphqlRole } from '../roles'
import classes from './graphiql-page.module.css'

const GraphiqlEditor = lazy(() => import('./graphiql-editor'))

const ROLE_LABELS: Record<GraphqlRole, string> = {
  anon: 'anon',
  authenticated: 'authenticated',
  service_role: 'service_role',
}

/** A GraphQL explorer page: the role to run as, then GraphiQL against the project's endpoint. */
export function GraphiqlPage({
  projectRef,
  title,
  description,
  role,
  onRoleChange,
}: {
  projectRef: string
  title: string
  description: string
  role: GraphqlRole
  onRoleChange: (role: GraphqlRole) => void
}) {
  const reachable = useQuery(graphqlReachableQueryOptions(projectRef))
  const colorScheme = useComputedColorScheme('light')
  const viewing = useRoleToken(projectRef)
  const runAs = viewing.role ?? role
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Group gap="xs">
            <Text size="sm" id="graphql-role-label">
              Run as role
            </Text>
            <SegmentedControl
              aria-labelledby="graphql-role-label"
              data={GRAPHQL_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
              value={runAs}
              disabled={viewing.role !== undefined}
              onChange={(value) => onRoleChange(value as GraphqlRole)}
            />
            <RolePicker projectRef={projectRef} />
          </Group>
        }
      />
      <ServiceNote service="graphql" />
      {viewing.note ? (
        <Alert color={viewing.problem ? 'red' : 'yellow'} mb="md" role={viewing.problem ? 'alert' : 'status'}>
          {viewing.note}
        </Alert>
      ) : null}
      {getConfig().platform ? null : (
        <Text size="sm" c="dimmed" mb="md" data-testid="graphql-role-self-hosted">
          Self-hosted, every query runs as the role of the gateway&apos;s key (<Code>DASHBOARD_GRAPHQL_KEY</Code>): the
          role chosen here is not applied.
        </Text>
      )}
      {reachable.isPending ? (
        <Loader aria-label="Connecting to the GraphQL endpoint" />
      ) : reachable.isError ? (
        isServiceNotConfigured(reachable.error) ? (
          <ServiceNotConfigured service="graphql" />
        ) : (
          <Alert color="red" title="The GraphQL endpoint did not answer">
            {reachable.error.message}
          </Alert>
        )
      ) : (
        <div className={classes.frame}>
          <Suspense fallback={<Loader aria-label="Loading GraphiQL" />}>
            <GraphiqlEditor projectRef={projectRef} role={runAs} authorization={viewing.authorization} colorScheme={colorScheme} />
          </Suspense>
        </div>
      )}
    </>
  )
}
