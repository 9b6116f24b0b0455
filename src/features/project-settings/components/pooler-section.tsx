import { Alert, Button, Group, List, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { UnsavedChangesPrompt } from '@/components/unsaved-changes-prompt'
import { toast } from '@/lib/notify'
import { poolerQueryOptions, useSavePooler } from '../api/database-credentials'
import {
  checkPoolerDraft,
  MAX_CLIENT_CONNECTIONS_RANGE,
  POOL_SIZE_RANGE,
  poolerChanges,
  toDraft,
  type PoolerDraft,
  type PoolerErrors,
  type PoolerSettings,
  type PoolMode,
} from '../pooler'

export function PoolerSection({ projectRef }: { projectRef: string }) {
  const pooler = useQuery(poolerQueryOptions(projectRef))
  if (pooler.isPending) return <Text c="dimmed">Loading connection pooler settings…</Text>
  if (pooler.isError)
    return (
      <Alert color="red" title="Connection pooler settings could not be loaded">
        {pooler.error.message}
      </Alert>
    )
  return <PoolerForm projectRef={projectRef} saved={pooler.data} />
}

function PoolerForm({ projectRef, saved }: { projectRef: string; saved: PoolerSettings }) {
  const [draft, setDraft] = useState<PoolerDraft>(() => toDraft(saved))
  const [errors, setErrors] = useState<PoolerErrors>({})
  const save = useSavePooler(projectRef)
  const checked = checkPoolerDraft(draft)
  const changes = checked.settings ? poolerChanges(saved, checked.settings) : []
  const set = (patch: Partial<PoolerDraft>) => setDraft((current) => ({ ...current, ...patch }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setErrors(checked.errors)
    if (!checked.settings || changes.length === 0) return
    const changed = Object.fromEntries(
      changes.map((change) => [change.key, checked.settings![change.key]]),
    ) as Partial<PoolerSettings>
    save.mutate(changed, {
      onSuccess: (answer) => {
        setDraft(toDraft(answer))
        toast.success('Connection pooler settings saved.')
      },
      // On failure the user's values stay in the form, with the reason below it.
    })
  }

  return (
    <Paper withBorder p="lg" component="form" aria-labelledby="pooler-title" onSubmit={submit} noValidate>
      <UnsavedChangesPrompt when={JSON.stringify(draft) !== JSON.stringify(toDraft(saved))} />
      <Stack gap="xs">
        <Title order={2} size="h4" id="pooler-title">
          Connection pooler
        </Title>
        <Text size="sm" c="dimmed">
          Transaction mode shares a server connection between clients per transaction (no session state such as prepared
          statements); session mode keeps one per client for as long as it stays connected.
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="pool-mode-label">
            Pool mode
          </Text>
          <SegmentedControl
            aria-labelledby="pool-mode-label"
            value={draft.pool_mode}
            onChange={(value) => set({ pool_mode: value as PoolMode })}
            data={[
              { value: 'transaction', label: 'Transaction' },
              { value: 'session', label: 'Session' },
            ]}
            w="fit-content"
          />
        </Stack>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Pool size"
            description={`Server connections per user and database, ${POOL_SIZE_RANGE.min} to ${POOL_SIZE_RANGE.max}.`}
            inputMode="numeric"
            value={draft.default_pool_size}
            onChange={(event) => set({ default_pool_size: event.currentTarget.value })}
            error={errors.default_pool_size}
            miw={200}
          />
          <TextInput
            label="Max client connections"
            description={`Clients the pooler accepts at once, ${MAX_CLIENT_CONNECTIONS_RANGE.min} to ${MAX_CLIENT_CONNECTIONS_RANGE.max}.`}
            inputMode="numeric"
            value={draft.max_client_conn}
            onChange={(event) => set({ max_client_conn: event.currentTarget.value })}
            error={errors.max_client_conn}
            miw={200}
          />
        </Group>
        {changes.length > 0 ? (
          <List size="sm" aria-label="Changes to save">
            {changes.map((change) => (
              <List.Item key={change.key}>
                {change.label}: {change.from} → {change.to}
              </List.Item>
            ))}
          </List>
        ) : null}
        {save.isError ? (
          <Alert color="red" title="Not saved" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" disabled={save.isPending} onClick={() => (setDraft(toDraft(saved)), setErrors({}))}>
            Discard changes
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={checked.settings !== undefined && changes.length === 0}
          >
            Save pooler settings
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
