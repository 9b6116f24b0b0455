import { Badge, Modal, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { CronJob } from '@/features/database'
import type { ProjectConnection } from '../api/run-built-sql'
import { formatDateTime } from '@/lib/format/date-time'
import { formatDuration } from '../components/format'
import { QueryRows } from '../components/query-status'
import { cronRunsQueryOptions } from './cron-queries'

export const RUN_STATUS_COLORS: Record<string, string> = {
  succeeded: 'green',
  failed: 'red',
  running: 'blue',
  starting: 'blue',
}

export function RunStatus({ status }: { status: string | null }) {
  if (!status)
    return (
      <Text size="sm" c="dimmed">
        Never run
      </Text>
    )
  return (
    <Badge variant="light" color={RUN_STATUS_COLORS[status] ?? 'gray'}>
      {status}
    </Badge>
  )
}

/** The latest runs of a job (cron.job_run_details): status, start, duration, message. */
export function CronRunHistory({
  connection,
  job,
  onClose,
}: {
  connection: ProjectConnection
  job: CronJob
  onClose: () => void
}) {
  const runs = useQuery(cronRunsQueryOptions(connection, job.jobid))
  const name = job.jobname ?? `job ${job.jobid}`
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={onClose}
      title={`Run history of ${name}`}
      size="xl"
      centered
    >
      <QueryRows query={runs} what="runs" empty="This job has not run yet.">
        {(rows) => (
          <Table withTableBorder striped aria-label={`Runs of ${name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Status</Table.Th>
                <Table.Th>Started</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Message</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((run) => (
                <Table.Tr key={run.runid}>
                  <Table.Td>
                    <RunStatus status={run.status} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(run.start_time)}</Table.Td>
                  <Table.Td>{formatDuration(run.duration_ms)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
                      {run.return_message}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryRows>
    </Modal>
  )
}
