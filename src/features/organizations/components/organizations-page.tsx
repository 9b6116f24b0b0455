import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { AnchorLink } from '@/components/links'
import { PageHeader } from '@/components/page-header'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { organizationsQueryOptions } from '../api/organizations-query'

export function OrganizationsPage() {
  const { data: organizations } = useSuspenseQuery(organizationsQueryOptions())
  const { data: projects } = useSuspenseQuery(projectsQueryOptions())
  return (
    <>
      <PageHeader title="Your organizations" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="organization-list" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {organizations.map((organization) => {
          const count = projects.filter((project) => project.organization_id === organization.id).length
          return (
            <Card component="li" key={organization.id} withBorder>
              <Stack gap={4}>
                <Group justify="space-between">
                  <AnchorLink to="/org/$slug" params={{ slug: organization.slug }} fw={600}>
                    {organization.name}
                  </AnchorLink>
                  <Badge variant="light">{organization.plan.name ?? organization.plan.id}</Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {count === 1 ? '1 project' : `${count} projects`}
                </Text>
              </Stack>
            </Card>
          )
        })}
      </SimpleGrid>
    </>
  )
}
