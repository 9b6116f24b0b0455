import { isDefaultRole, roleLabel, type RoleChoice } from '@/features/database'
import { Alert, Button, Code, Group, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { PgMetaError } from '@/features/database/api/pg-meta-error'
import { useLocalDatabaseStarting } from './local-database-status'

/** Elapsed time of the running query, with Cancel; in mock mode, says when the demo database is still starting. */
export function RunningStatus({ startedAt, onCancel, projectRef }: { startedAt: number; onCancel: () => void; projectRef?: string }) {
  const starting = useLocalDatabaseStarting(projectRef)
  const [now, setNow] = useState(() => performance.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 100)
    return () => clearInterval(timer)
  }, [])
  return (
    <Group gap="sm" p="sm" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm">
        {starting ? 'Starting the local database…' : 'Running…'} {((now - startedAt) / 1000).toFixed(1)} s
      </Text>
      <Button size="compact-sm" variant="default" color="red" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  )
}

/** postgres-meta's formattedError as is (monospace), with the assistant actions. */
export function RunError({ error, onExplain, durationMs, role }: { error: PgMetaError; onExplain: () => void; durationMs: number; role?: RoleChoice | undefined }) {
  return (
    <Stack gap="xs" p="sm">
      <Alert color="red" variant="light" title="The query failed" role="alert">
        <Code block style={{ whiteSpace: 'pre-wrap', background: 'transparent', padding: 0 }} data-testid="query-error">
          {error.formattedError ?? error.message}
        </Code>
        {error.hint && !error.formattedError?.includes(error.hint) ? (
          <Text size="sm" mt="xs">
            Hint: {error.hint}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" mt="xs">
          {error.sqlState ? `SQLSTATE ${error.sqlState} · ` : ''}
          {durationMs} ms
          {isDefaultRole(role) ? '' : ` · as ${roleLabel(role!)}`}
        </Text>
      </Alert>
      <Group gap="xs">
        <Button size="compact-sm" variant="light" onClick={onExplain}>
          Explain this error
        </Button>
      </Group>
    </Stack>
  )
}
