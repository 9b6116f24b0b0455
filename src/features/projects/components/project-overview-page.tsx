import { Badge, Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { PageLoader } from '@/components/page-loader'
import { projectDetailQueryOptions } from '../api/project-detail-query'

const route = getRouteApi('/_app/project/$ref/')

export function ProjectOverviewPage() {
  const { ref } = route.useParams()
  const { data: project, isPending } = useQuery(projectDetailQueryOptions(ref))
  if (isPending || !project) return <PageLoader />
  return (
    <>
      <PageHeader title={project.name} />
      <Group>
        <Text>Status</Text>
        <Badge>{project.status}</Badge>
      </Group>
    </>
  )
}
