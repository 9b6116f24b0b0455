import { Button, Code, Group, Modal, NumberInput, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { createPostgresServer, type PostgresServer, QueryError } from '@/features/database'
import type { BuiltSql } from '../api/run-built-sql'

type Values = Omit<PostgresServer, 'port'> & { port: number | string }
const REQUIRED = ['name', 'host', 'dbname', 'user'] as const

/** A postgres_fdw server and the current role's user mapping for it. */
export function ServerFormModal({
  saving,
  error,
  onSave,
  onClose,
}: {
  saving: boolean
  error: unknown
  onSave: (built: BuiltSql<unknown>) => void
  onClose: () => void
}) {
  const [values, setValues] = useState<Values>({ name: '', host: '', port: 5432, dbname: 'postgres', user: '', password: '' })
  const [submitted, setSubmitted] = useState(false)
  const port = Number(values.port)
  const errors: Partial<Record<keyof Values, string>> = {}
  for (const key of REQUIRED) if (!values[key].trim()) errors[key] = 'Required'
  if (!Number.isInteger(port) || port < 1 || port > 65535) errors.port = 'Enter a port from 1 to 65535'
  const valid = Object.keys(errors).length === 0
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }))
  const server = { ...values, name: values.name.trim(), host: values.host.trim(), dbname: values.dbname.trim(), user: values.user.trim(), port }
  const shown = submitted ? errors : {}

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={() => !saving && onClose()} title="Add Postgres server" centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setSubmitted(true)
          if (valid) onSave(createPostgresServer(server))
        }}
      >
        <Stack gap="sm">
          <TextInput label="Server name" withAsterisk value={values.name} error={shown.name} onChange={(e) => set({ name: e.currentTarget.value })} />
          <Group grow align="flex-start">
            <TextInput label="Host" withAsterisk value={values.host} error={shown.host} onChange={(e) => set({ host: e.currentTarget.value })} />
            <NumberInput label="Port" withAsterisk min={1} max={65535} value={values.port} error={shown.port} onChange={(p) => set({ port: p })} />
          </Group>
          <TextInput label="Database name" withAsterisk value={values.dbname} error={shown.dbname} onChange={(e) => set({ dbname: e.currentTarget.value })} />
          <Group grow align="flex-start">
            <TextInput label="Remote user" withAsterisk value={values.user} error={shown.user} onChange={(e) => set({ user: e.currentTarget.value })} />
            <PasswordInput label="Remote password" value={values.password} onChange={(e) => set({ password: e.currentTarget.value })} />
          </Group>
          <Text size="xs" c="dimmed">
            The user and password are kept in a user mapping for your role; this page never reads them back.
          </Text>
          {valid ? (
            <Code block aria-label="SQL to run" style={{ whiteSpace: 'pre-wrap' }}>
              {createPostgresServer({ ...server, password: '••••••' }).sql}
            </Code>
          ) : null}
          {error ? <QueryError title="The server was not created" error={error} /> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Add server
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
