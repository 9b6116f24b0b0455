import { Breadcrumbs, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { AnchorLink } from '@/components/links'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { preloadableLazy } from '@/lib/lazy/preloadable-lazy'
import classes from './app-layout.module.css'

// Mantine's Menu (its positioning engine) only under a project of an organization with several.
const ProjectSwitcher = preloadableLazy(() => import('./project-switcher').then((m) => m.ProjectSwitcher))

/** Breadcrumbs for the organization and project in the URL. */
export function HeaderContext() {
  const { slug, ref } = useParams({ strict: false })
  const { data: organizations } = useQuery(organizationsQueryOptions())
  const { data: projects } = useQuery(projectsQueryOptions())
  const project = ref ? projects?.find((p) => p.ref === ref) : undefined
  // Under a project, `slug` is another param's (a function's slug): the project names its organization.
  const organization = ref
    ? organizations?.find((o) => o.id === project?.organization_id)
    : organizations?.find((o) => o.slug === slug)
  const siblings = project
    ? (projects ?? []).filter((p) => p.organization_id === project.organization_id && !p.parent_project_ref)
    : []
  const name = project ? (
    <Text component="span" truncate>
      {project.name}
    </Text>
  ) : null
  return (
    <Breadcrumbs separator="/" aria-label="Breadcrumb" className={classes.crumbs}>
      <AnchorLink to="/organizations" fw={700} c="inherit">
        Dashboard
      </AnchorLink>
      {organization ? (
        <AnchorLink to="/org/$slug" params={{ slug: organization.slug }} c="inherit">
          {organization.name}
        </AnchorLink>
      ) : null}
      {project ? (
        siblings.length > 1 ? (
          <ProjectSwitcher project={project} projects={siblings} fallback={name} />
        ) : (
          name
        )
      ) : null}
    </Breadcrumbs>
  )
}
