import { Alert, Button, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { PageHeader } from '@/components/page-header'
import { formatDateTime } from '@/lib/format/date-time'
import { PageLoader } from '@/components/page-loader'
import { regionDisplayName } from '@/features/plans'
import { projectDetailQueryOptions, PROJECT_STARTUP_POLL_MS, setProjectStatus } from '@/features/projects/api/project-detail-query'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { connectionUri, parseConnectionString } from '../connect/connection-strings'
import { ConnectDialog } from './connect-dialog'
import { CopyField, ProjectStatusBadge, projectEngine, providerLabel } from '@/features/projects'
import { QuickLinks } from './quick-links'
import { RecentActivity } from './recent-activity'
import { ServiceHealthPanel } from './service-health'

/** What the backend offers the home page: the platform's service-health call (not self-hosted). */
export interface ProjectHomeCapabilities {
  serviceHealth: boolean
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  )
}

/** The project's name, status and region, its services' health, quick links, recent activity, Connect. */
export function ProjectHomePage({ projectRef: ref, capabilities }: { projectRef: string; capabilities: ProjectHomeCapabilities }) {
  const queryClient = useQueryClient()
  const [connectOpened, connect] = useDisclosure(false)
  const { data: project, isPending, isError, error } = useQuery(projectDetailQueryOptions(ref))
  const { data: projects } = useQuery(projectsQueryOptions())
  const listed = projects?.find((p) => p.ref === ref)

  // Keep the cached list in step with the polled detail, so the organization page shows the same status.
  useEffect(() => {
    if (project && listed && listed.status !== project.status) setProjectStatus(queryClient, ref, project.status)
  }, [project, listed, queryClient, ref])

  if (isPending) return <PageLoader />
  if (isError) {
    return (
      <Alert color="red" title="The project could not be loaded">
        {error.message}
      </Alert>
    )
  }
  const comingUp = project.status === 'COMING_UP' || project.status === 'UNKNOWN'
  // Shown with the placeholder, whatever password the platform's string may hold.
  const endpoint = parseConnectionString(project.connectionString)
  return (
    <>
      <PageHeader
        title={project.name}
        actions={
          <>
            <ProjectStatusBadge status={project.status} />
            <Button onClick={connect.open} disabled={!endpoint}>
              Connect
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        {comingUp ? (
          <Alert color="blue" title="Setting up your project" icon={<Loader size={16} aria-hidden />} role="status">
            Your database is being created. This page checks again every {PROJECT_STARTUP_POLL_MS / 1000} seconds and
            updates on its own when the project is ready.
          </Alert>
        ) : null}
        <Paper withBorder p="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Fact label="Reference">{project.ref}</Fact>
            <Fact label="Region">{regionDisplayName(project.region)}</Fact>
            <Fact label="Cloud provider">{providerLabel(project.cloud_provider)}</Fact>
            <Fact label="Engine">{projectEngine(project)}</Fact>
            <Fact label="Created">
              {formatDateTime(project.inserted_at)}
            </Fact>
            {project.parent_project_ref ? <Fact label="Branch of">{project.parent_project_ref}</Fact> : null}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg">
          {endpoint ? (
            <CopyField label="Connection string" value={connectionUri(endpoint)} testId="connection-string" />
          ) : (
            <Stack gap={4}>
              <Text fw={600}>Connection string</Text>
              <Text size="sm" c="dimmed">
                Available once the project is ready.
              </Text>
            </Stack>
          )}
        </Paper>
        {capabilities.serviceHealth && !comingUp ? <ServiceHealthPanel projectRef={ref} /> : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <QuickLinks projectRef={ref} />
          <RecentActivity projectRef={ref} connectionString={project.connectionString} />
        </SimpleGrid>
      </Stack>
      {endpoint ? <ConnectDialog project={project} opened={connectOpened} onClose={connect.close} /> : null}
    </>
  )
}
