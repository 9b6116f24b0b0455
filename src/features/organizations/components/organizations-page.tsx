import { Badge, Card, Group, List, SimpleGrid, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { AnchorLink, ButtonLink } from '@/components/links'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { projectsQueryOptions, type Project } from '@/features/projects/api/projects-query'
import { ProjectStatusBadge } from '@/features/projects'
import { useIsFeatureEnabled } from '@/features/disabled-features'
import { organizationsQueryOptions, type Organization } from '../api/organizations-query'

/** /organizations: the user's organizations in the data layer's order, each with its projects and their statuses. */
export function OrganizationsPage() {
  const { data: organizations } = useSuspenseQuery(organizationsQueryOptions())
  const { data: projects } = useSuspenseQuery(projectsQueryOptions())
  const canCreate = useIsFeatureEnabled('organizations:create')
  const create = canCreate ? <ButtonLink to="/new">Create an organization</ButtonLink> : undefined
  if (organizations.length === 0) {
    return (
      <>
        <PageHeader title="Your organizations" />
        <EmptyState
          title="You are not a member of any organization yet"
          action={create}
        >
          {canCreate
            ? 'Create an organization to start your first project, or ask a teammate to invite you to theirs.'
            : 'Ask a teammate to invite you to their organization.'}
        </EmptyState>
      </>
    )
  }
  return (
    <>
      <PageHeader
        title="Your organizations"
        actions={canCreate ? <ButtonLink to="/new" variant="default">New organization</ButtonLink> : undefined}
      />
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        data-testid="organization-list"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {organizations.map((organization) => (
          <OrganizationCard
            key={organization.id}
            organization={organization}
            projects={projects.filter((p) => p.organization_id === organization.id)}
          />
        ))}
      </SimpleGrid>
    </>
  )
}

function OrganizationCard({ organization, projects }: { organization: Organization; projects: Project[] }) {
  return (
    <Card component="li" withBorder aria-label={organization.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <AnchorLink to="/org/$slug" params={{ slug: organization.slug }} fw={600}>
            {organization.name}
          </AnchorLink>
          <Badge variant="light">{organization.plan.name ?? organization.plan.id}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {projects.length === 1 ? '1 project' : `${projects.length} projects`}
        </Text>
        {projects.length > 0 ? (
          <List listStyleType="none" spacing={6} aria-label={`Projects of ${organization.name}`}>
            {projects.map((project) => (
              <List.Item key={project.ref}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <AnchorLink to="/project/$ref" params={{ ref: project.ref }} size="sm" truncate>
                    {project.name}
                  </AnchorLink>
                  <ProjectStatusBadge status={project.status} />
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Card>
  )
}
