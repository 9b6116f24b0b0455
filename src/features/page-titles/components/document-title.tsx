import { useQuery } from '@tanstack/react-query'
import { useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { formatDocumentTitle, NOT_FOUND_TITLE, pageNameFor } from '../page-titles'

/**
 * Keeps `document.title` naming the page and its organization or project (see page-titles.ts). One
 * place for every route, so a new page gets its title from the route table or PROJECT_SECTIONS.
 */
export function DocumentTitle() {
  const matches = useMatches()
  const deepest = matches[matches.length - 1]
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound)
  const params = (deepest?.params ?? {}) as { slug?: string; ref?: string }
  // Only reads what the layouts' loaders put in the cache (enabled: false): never a request of its own.
  const { data: organizations } = useQuery({ ...organizationsQueryOptions(), enabled: false })
  const { data: projects } = useQuery({ ...projectsQueryOptions(), enabled: false })
  const { data: project } = useQuery({ ...projectDetailQueryOptions(params.ref ?? ''), enabled: false })

  const scope = params.ref
    ? (project?.name ?? projects?.find((p) => p.ref === params.ref)?.name)
    : params.slug
      ? organizations?.find((organization) => organization.slug === params.slug)?.name
      : undefined
  const page = notFound ? NOT_FOUND_TITLE : deepest ? pageNameFor(deepest.routeId, deepest.fullPath, params) : undefined
  const title = formatDocumentTitle(page, notFound ? undefined : scope)

  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
