import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PROJECT_SERVICES, SERVICE_HEALTH_POLL_MS, serviceHealthQueryOptions } from '@/features/projects/api/service-health-query'

const SERVICE_LABELS: Record<string, string> = {
  db: 'Database',
  rest: 'REST API',
  auth: 'Auth',
  storage: 'Storage',
  realtime: 'Realtime',
  functions: 'Edge Functions',
}

/** Each service's health; the query polls while any is unhealthy. */
export function ServiceHealthPanel({ projectRef }: { projectRef: string }) {
  const { data, isPending, isError, error } = useQuery(serviceHealthQueryOptions(projectRef))
  const unhealthy = data?.filter((service) => !service.healthy) ?? []
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="service-health-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="service-health-title">
          Service health
        </Title>
        {isError ? (
          <Alert color="red" title="Service health could not be loaded">
            {error.message}
          </Alert>
        ) : null}
        {unhealthy.length > 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {unhealthy.length === 1 ? 'One service is' : `${unhealthy.length} services are`} unhealthy. Checking again every{' '}
            {SERVICE_HEALTH_POLL_MS / 1000} seconds.
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {PROJECT_SERVICES.map((name) => {
            const service = data?.find((candidate) => candidate.name === name)
            const label = SERVICE_LABELS[name] ?? name
            return (
              <Group key={name} justify="space-between" wrap="nowrap" data-testid={`service-${name}`}>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                  {service?.error ? (
                    <Text size="xs" c="red">
                      {service.error}
                    </Text>
                  ) : null}
                </Stack>
                <Badge
                  variant="light"
                  color={isPending ? 'gray' : service?.healthy ? 'green' : 'red'}
                  data-healthy={service ? String(service.healthy) : undefined}
                >
                  {isPending ? 'Checking' : !service ? 'Unknown' : service.healthy ? 'Healthy' : 'Unhealthy'}
                </Badge>
              </Group>
            )
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
