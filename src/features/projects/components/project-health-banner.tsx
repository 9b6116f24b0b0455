import { Alert } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getConfig } from '@/lib/config/config'
import { projectHealthQueryOptions } from '../api/project-health-query'

/**
 * Self-hosted: on every page of a project whose postgres-meta does not answer, which service of which
 * project is unreachable (the gateway's words, CONTRACT §18); the other projects are not touched.
 */
export function ProjectHealthBanner({ projectRef }: { projectRef: string }) {
  if (getConfig().platform) return null
  return <SelfHostedHealthBanner projectRef={projectRef} />
}

function SelfHostedHealthBanner({ projectRef }: { projectRef: string }) {
  const health = useQuery(projectHealthQueryOptions(projectRef))
  if (!health.isError) return null
  return (
    <Alert color="orange" title="This project is unhealthy" role="alert" m="md" mb={0}>
      {health.error.message}
    </Alert>
  )
}
