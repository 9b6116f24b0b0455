import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type CronJob, functionCallCommand, QueryError } from '@/features/database'
import type { ProjectConnection } from '../api/run-built-sql'
import { checkSchedule } from './cron-schedule'
import { cronFunctionsQueryOptions } from './cron-queries'
import { ScheduleWords } from './schedule-words'
import { MONO_INPUT_STYLES } from '@/components/mono-input'

export interface CronJobFormValues {
  name: string
  schedule: string
  command: string
}

type CommandKind = 'sql' | 'function'
const functionValue = (schema: string, name: string) => JSON.stringify([schema, name])

/** Create or edit a job: a name, a schedule checked as pg_cron reads it, and SQL or a function call. */
export function CronJobFormModal({
  connection,
  job,
  saving,
  error,
  onSave,
  onClose,
}: {
  connection: ProjectConnection
  job: CronJob | null
  saving: boolean
  error: unknown
  onSave: (values: CronJobFormValues) => void
  onClose: () => void
}) {
  const editing = job !== null
  const [name, setName] = useState(job?.jobname ?? '')
  const [schedule, setSchedule] = useState(job?.schedule ?? '*/5 * * * *')
  const [kind, setKind] = useState<CommandKind>('sql')
  const [command, setCommand] = useState(job?.command ?? '')
  const [fn, setFn] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const functions = useQuery({ ...cronFunctionsQueryOptions(connection), enabled: kind === 'function' && Boolean(connection.connectionString) })

  const check = checkSchedule(schedule)
  const finalCommand = kind === 'sql' ? command.trim() : fn ? functionCallCommand(...(JSON.parse(fn) as [string, string])) : ''
  const errors = {
    name: !editing && !name.trim() ? 'Enter a name' : undefined,
    schedule: check.ok ? undefined : check.message,
    command: finalCommand ? undefined : kind === 'sql' ? 'Enter the SQL to run' : 'Choose a function',
  }

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={() => !saving && onClose()} title={editing ? `Edit job ${job.jobname ?? job.jobid}` : 'Create job'} centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setSubmitted(true)
          if (errors.name || errors.schedule || errors.command) return
          onSave({ name: name.trim(), schedule: schedule.trim().replace(/\s+/g, ' '), command: finalCommand })
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Name"
            withAsterisk
            disabled={editing}
            description={editing ? 'pg_cron keeps a job’s name; create a new job to rename it.' : undefined}
            value={name}
            error={submitted ? errors.name : undefined}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <div>
            <TextInput
              label="Schedule"
              withAsterisk
              description="Cron syntax (minute hour day-of-month month day-of-week), or '[1-59] seconds'."
              value={schedule}
              error={schedule.trim() || submitted ? errors.schedule : undefined}
              onChange={(e) => setSchedule(e.currentTarget.value)}
              styles={MONO_INPUT_STYLES}
            />
            {check.ok ? <ScheduleWords schedule={schedule} /> : null}
          </div>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="cron-command-kind">
              Command
            </Text>
            <SegmentedControl
              aria-labelledby="cron-command-kind"
              value={kind}
              onChange={(value) => setKind(value as CommandKind)}
              data={[
                { value: 'sql', label: 'SQL' },
                { value: 'function', label: 'Function call' },
              ]}
            />
          </Stack>
          {kind === 'sql' ? (
            <Textarea
              label="SQL"
              withAsterisk
              autosize
              minRows={3}
              styles={MONO_INPUT_STYLES}
              value={command}
              error={submitted ? errors.command : undefined}
              onChange={(e) => setCommand(e.currentTarget.value)}
            />
          ) : (
            <Select
              label="Function"
              description="Functions that take no arguments."
              withAsterisk
              searchable
              data={(functions.data ?? []).map((f) => ({ value: functionValue(f.schema, f.name), label: `${f.schema}.${f.name}()` }))}
              value={fn}
              onChange={setFn}
              error={submitted ? errors.command : undefined}
              nothingFoundMessage={functions.isPending ? 'Loading functions…' : 'No function without arguments'}
            />
          )}
          {error ? <QueryError title="The job was not saved" error={error} /> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {editing ? 'Save job' : 'Create job'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
