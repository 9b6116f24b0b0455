import { List } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { AnchorLink } from '@/components/links'
import { PageHeader } from '@/components/page-header'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { organizationsQueryOptions } from '../api/organizations-query'

const route = getRouteApi('/_app/org/$slug/')

export function OrganizationPage() {
  const { slug } = route.useParams()
  const { data: organizations } = useSuspenseQuery(organizationsQueryOptions())
  const { data: projects } = useSuspenseQuery(projectsQueryOptions())
  const organization = organizations.find((o) => o.slug === slug)
  const own = projects.filter((p) => p.organization_id === organization?.id)
  return (
    <>
      <PageHeader title={organization?.name ?? slug} />
      <List>
        {own.map((project) => (
          <List.Item key={project.ref}>
            <AnchorLink to="/project/$ref" params={{ ref: project.ref }}>
              {project.name}
            </AnchorLink>{' '}
            {project.status}
          </List.Item>
        ))}
      </List>
    </>
  )
}
