import { Alert, Button, Checkbox, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { RolePicker } from '@/features/view-as-role'
import { publishedTablesQueryOptions } from '../api/published-tables-query'
import { joinErrors, type JoinValues } from '../inspector-form'
import type { MessageKind } from '../protocol/messages'

const KIND_OPTIONS: { value: MessageKind; label: string }[] = [
  { value: 'broadcast', label: 'Broadcast' },
  { value: 'presence', label: 'Presence' },
  { value: 'postgres_changes', label: 'Database changes' },
]

interface JoinFormProps {
  projectRef: string
  connectionString: string | null | undefined
  /** Why joining is not possible now (the chosen role cannot be sent), shown instead of joining. */
  blocked: string | undefined
  onJoin: (values: JoinValues) => void
}

/** What to join: the channel, public or private, the kinds to list, the published table, and the role. */
export function JoinForm({ projectRef, connectionString, blocked, onJoin }: JoinFormProps) {
  const [values, setValues] = useState<JoinValues>({ channel: '', isPrivate: false, kinds: ['broadcast', 'presence'], table: '', filter: '' })
  const [submitted, setSubmitted] = useState(false)
  const wantsChanges = values.kinds.includes('postgres_changes')
  const tables = useQuery({ ...publishedTablesQueryOptions(projectRef, connectionString), enabled: wantsChanges && Boolean(connectionString) })
  const errors = submitted ? joinErrors(values) : {}
  const set = (patch: Partial<JoinValues>) => setValues((current) => ({ ...current, ...patch }))
  const tableOptions = (tables.data ?? []).map((t) => `${t.schema}.${t.name}`)

  return (
    <form
      aria-label="Join a channel"
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        if (Object.keys(joinErrors(values)).length === 0 && !blocked) onJoin(values)
      }}
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label="Channel name"
            placeholder="room-1"
            value={values.channel}
            onChange={(event) => set({ channel: event.currentTarget.value })}
            error={errors.channel}
            w={{ base: '100%', sm: 260 }}
          />
          <Switch
            mt={{ base: 0, sm: 30 }}
            label="Private channel (Row Level Security on realtime.messages decides who may join)"
            checked={values.isPrivate}
            onChange={(event) => set({ isPrivate: event.currentTarget.checked })}
          />
        </Group>
        <Checkbox.Group label="Listen to" value={values.kinds} onChange={(kinds) => set({ kinds: kinds as MessageKind[] })} error={errors.kinds}>
          <Group gap="md" mt={4}>
            {KIND_OPTIONS.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Checkbox.Group>
        {wantsChanges ? (
          tables.isError ? (
            <Alert color="red" title="The published tables could not be read">
              {tables.error.message}
            </Alert>
          ) : tables.isSuccess && tableOptions.length === 0 ? (
            <Alert color="yellow" title="No table is published">
              Database changes are sent for the tables in the supabase_realtime publication, which has none: add a table to it
              (Database → Publications) and it is offered here.
            </Alert>
          ) : (
            <Group align="flex-start" gap="md" wrap="wrap">
              <Select
                label="Table (in supabase_realtime)"
                placeholder={tables.isPending ? 'Loading the published tables…' : 'Choose a table'}
                data={tableOptions}
                value={values.table || null}
                onChange={(table) => set({ table: table ?? '' })}
                disabled={!tables.isSuccess}
                error={errors.table}
                searchable
                w={{ base: '100%', sm: 260 }}
              />
              <TextInput
                label="Filter (optional)"
                placeholder="id=eq.1"
                value={values.filter}
                onChange={(event) => set({ filter: event.currentTarget.value })}
                error={errors.filter}
                w={{ base: '100%', sm: 220 }}
              />
            </Group>
          )
        ) : null}
        <Group gap="sm" wrap="wrap">
          <Text size="sm" id="realtime-role-label">
            Join as
          </Text>
          <RolePicker projectRef={projectRef} />
        </Group>
        {blocked ? (
          <Alert color="yellow" role="status">
            {blocked}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" disabled={Boolean(blocked)}>
            Join
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
