import { Badge, Code, Table, Text } from '@mantine/core'
import { ObjectTable } from '../components/object-table'
import { RunStatus } from './cron-run-history'

/** Made-up jobs, for the cron page's preview while pg_cron cannot be enabled (marked as sample data). */
const SAMPLE_JOBS = [
  {
    name: 'nightly cleanup',
    schedule: '0 3 * * *',
    words: 'At 03:00 AM',
    command: 'delete from public.sessions where expires_at < now()',
    active: true,
    status: 'succeeded',
  },
  {
    name: 'refresh order stats',
    schedule: '*/5 * * * *',
    words: 'Every 5 minutes',
    command: 'refresh materialized view concurrently public.order_stats',
    active: true,
    status: 'failed',
  },
  {
    name: 'weekly report',
    schedule: '0 9 * * 1',
    words: 'At 09:00 AM, only on Monday',
    command: "select net.http_post('https://example.com/report')",
    active: false,
    status: null,
  },
]

export function CronPreview() {
  return (
    <ObjectTable label="Sample job list" columns={['Name', 'Schedule', 'Command', 'State', 'Last run']} actions={false}>
      {SAMPLE_JOBS.map((job) => (
        <Table.Tr key={job.name}>
          <Table.Td fw={500}>{job.name}</Table.Td>
          <Table.Td>
            <Code>{job.schedule}</Code>
            <Text size="xs" c="dimmed">
              {job.words}
            </Text>
          </Table.Td>
          <Table.Td maw={320}>
            <Text size="sm" ff="monospace" lineClamp={2}>
              {job.command}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={job.active ? 'green' : 'gray'}>
              {job.active ? 'Active' : 'Paused'}
            </Badge>
          </Table.Td>
          <Table.Td>
            <RunStatus status={job.status} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ObjectTable>
  )
}
