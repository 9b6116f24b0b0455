import { Badge, Loader } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getConfig } from '@/lib/config/config'
import { projectHealthQueryOptions } from '../api/project-health-query'
import type { Project } from '../api/projects-query'
import { ProjectStatusBadge } from './project-status-badge'

/** The platform's status; self-hosted, the project's health (its postgres-meta answering, CONTRACT §18). */
export function ProjectStatus({ project }: { project: Project }) {
  return getConfig().platform ? <ProjectStatusBadge status={project.status} /> : <SelfHostedStatus projectRef={project.ref} />
}

function SelfHostedStatus({ projectRef }: { projectRef: string }) {
  const health = useQuery(projectHealthQueryOptions(projectRef))
  if (health.isPending)
    return (
      <Badge variant="light" color="gray" leftSection={<Loader size={10} color="currentColor" aria-hidden />} data-testid="project-status">
        Checking
      </Badge>
    )
  return <ProjectStatusBadge status={health.isError ? 'ACTIVE_UNHEALTHY' : 'ACTIVE_HEALTHY'} />
}
