import { Badge, Button, Code, Group, Stack, Table, Text } from '@mantine/core'
import { IconHistory, IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PageHeader } from '@/components/page-header'
import {
  alterCronJob,
  type CronJob,
  ExtensionNotice,
  QueryError,
  scheduleCronJob,
  unscheduleCronJob,
} from '@/features/database'
import { extensionStatusQueryOptions } from '@/features/database/api/extension-status-query'
import { databaseObjectKeys } from '../api/keys'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { formatDateTime } from '@/lib/format/date-time'
import { DeleteAction, EditAction, ObjectTable, RowAction, RowActions } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { useReadOnlyWrite } from '../components/use-database-write'
import { CronPreview } from './cron-preview'
import { CronJobFormModal, type CronJobFormValues } from './cron-job-form-modal'
import { cronJobsQueryOptions } from './cron-queries'
import { CronRunHistory, RunStatus } from './cron-run-history'
import { ScheduleWords } from './schedule-words'

export const PG_CRON_EXTENSION = {
  name: 'pg_cron',
  reason:
    'Cron jobs run inside Postgres with pg_cron: it keeps the schedules in cron.job and records every run in cron.job_run_details.',
  install:
    'Install it on your database server (on Debian: the postgresql-15-cron package), add pg_cron to shared_preload_libraries, restart PostgreSQL, then enable it here.',
  preview: <CronPreview />,
}

const LAST_RUN_REFRESH_MS = 10_000

type Editing = { mode: 'create' } | { mode: 'edit'; job: CronJob } | null
const jobName = (job: CronJob) => job.jobname ?? `job ${job.jobid}`

/** SPEC §2 Cron: pg_cron jobs with their schedule in words, last run, history, pause and delete. */
export function CronJobsPage({ projectRef }: { projectRef: string }) {
  const connection = useProjectConnection(projectRef)
  const write = useReadOnlyWrite(projectRef)
  const extension = useQuery(extensionStatusQueryOptions(connection, PG_CRON_EXTENSION.name))
  const installed = Boolean(extension.data?.installed_version)
  // Runs keep happening while the page is open: their latest outcome is read again while a job is active.
  const jobs = useQuery({
    ...cronJobsQueryOptions(connection),
    enabled: installed,
    refetchInterval: (query) => (query.state.data?.some((job) => job.active) ? LAST_RUN_REFRESH_MS : false),
  })
  const save = useRunSqlMutation(connection, [databaseObjectKeys.cron(projectRef)])
  const change = useRunSqlMutation(connection, [databaseObjectKeys.cron(projectRef)])
  const [editing, setEditing] = useState<Editing>(null)
  const [history, setHistory] = useState<CronJob | null>(null)
  const [deleting, setDeleting] = useState<CronJob | null>(null)

  function onSave(values: CronJobFormValues) {
    const built =
      editing?.mode === 'edit'
        ? alterCronJob(editing.job.jobid, { schedule: values.schedule, command: values.command })
        : scheduleCronJob(values)
    save.mutate(built, { onSuccess: () => setEditing(null) })
  }

  return (
    <>
      <PageHeader
        title="Cron"
        description="Schedule recurring jobs inside Postgres."
        actions={
          installed ? (
            <Button leftSection={<IconPlus size={16} />} disabled={!write.can} onClick={() => (save.reset(), setEditing({ mode: 'create' }))}>
              Create job
            </Button>
          ) : null
        }
      />
      <ReadOnlyNotice write={write} />
      <Stack gap="md">
        <ExtensionNotice database={connection} extension={PG_CRON_EXTENSION} status={extension} />
        {change.error ? <QueryError title="The job was not changed" error={change.error} /> : null}
        <QueryRows query={jobs} what="jobs" empty="No cron jobs yet. Create one to run SQL on a schedule.">
          {(rows) => (
            <ObjectTable label="Cron jobs" columns={['Name', 'Schedule', 'Command', 'State', 'Last run']}>
              {rows.map((job) => {
                const name = jobName(job)
                return (
                  <Table.Tr key={job.jobid}>
                    <Table.Td fw={500}>{name}</Table.Td>
                    <Table.Td>
                      <Code>{job.schedule}</Code>
                      <ScheduleWords schedule={job.schedule} />
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
                      <Group gap={6}>
                        <RunStatus status={job.last_status} />
                        {job.last_start ? <Text size="xs">{formatDateTime(job.last_start)}</Text> : null}
                      </Group>
                    </Table.Td>
                    <RowActions>
                      <RowAction
                        label={`Run history of ${name}`}
                        onClick={() => setHistory(job)}
                        icon={<IconHistory size={16} />}
                      />
                      <EditAction name={name} onClick={() => (save.reset(), setEditing({ mode: 'edit', job }))} />
                      <RowAction
                        label={`${job.active ? 'Pause' : 'Resume'} ${name}`}
                        onClick={() => change.mutate(alterCronJob(job.jobid, { active: !job.active }))}
                        icon={job.active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                      />
                      <DeleteAction name={name} onClick={() => (change.reset(), setDeleting(job))} />
                    </RowActions>
                  </Table.Tr>
                )
              })}
            </ObjectTable>
          )}
        </QueryRows>
      </Stack>
      {editing ? (
        <CronJobFormModal
          connection={connection}
          job={editing.mode === 'edit' ? editing.job : null}
          saving={save.isPending}
          error={save.error}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {history ? <CronRunHistory connection={connection} job={history} onClose={() => setHistory(null)} /> : null}
      <ConfirmDialog
        visible={deleting !== null}
        title={`Delete job ${deleting ? jobName(deleting) : ''}`}
        variant="danger"
        confirmLabel="Delete job"
        loading={change.isPending}
        onConfirm={() =>
          deleting && change.mutate(unscheduleCronJob(deleting.jobid), { onSuccess: () => setDeleting(null) })
        }
        onCancel={() => setDeleting(null)}
      >
        <Text size="sm">
          The job stops running and is removed with cron.unschedule. Its run history stays in cron.job_run_details.
        </Text>
      </ConfirmDialog>
    </>
  )
}
