import { Badge, Loader, type MantineColor } from '@mantine/core'
import type { ProjectStatus } from '../api/projects-query'

/** Every status has its words; colour only repeats them (never colour alone). */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  ACTIVE_HEALTHY: 'Healthy',
  ACTIVE_UNHEALTHY: 'Unhealthy',
  COMING_UP: 'Coming up',
  INACTIVE: 'Paused',
  UNKNOWN: 'Unknown',
  GOING_DOWN: 'Going down',
  INIT_FAILED: 'Failed to start',
  REMOVED: 'Removed',
  RESTARTING: 'Restarting',
  RESTORING: 'Restoring',
  RESTORE_FAILED: 'Restore failed',
  UPGRADING: 'Upgrading',
  PAUSING: 'Pausing',
  PAUSE_FAILED: 'Pause failed',
  RESIZING: 'Resizing',
}

const STATUS_COLORS: Partial<Record<ProjectStatus, MantineColor>> = {
  ACTIVE_HEALTHY: 'green',
  ACTIVE_UNHEALTHY: 'orange',
  INACTIVE: 'gray',
  REMOVED: 'gray',
  INIT_FAILED: 'red',
  RESTORE_FAILED: 'red',
  PAUSE_FAILED: 'red',
}

/** Statuses on their way somewhere get a spinner. */
const IN_PROGRESS: readonly ProjectStatus[] = [
  'COMING_UP',
  'GOING_DOWN',
  'RESTARTING',
  'RESTORING',
  'UPGRADING',
  'PAUSING',
  'RESIZING',
]

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const busy = IN_PROGRESS.includes(status)
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status] ?? (busy ? 'blue' : 'gray')}
      leftSection={busy ? <Loader size={10} color="currentColor" aria-hidden /> : undefined}
      data-status={status}
      data-testid="project-status"
      title={`Status: ${status}`}
    >
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  )
}
