import { Button, Code, Group, Modal, Select, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { importForeignSchema, QueryError } from '@/features/database'
import type { BuiltSql } from '../api/run-built-sql'

/** IMPORT FOREIGN SCHEMA: the remote schema's tables as foreign tables in a local schema. */
export function ImportSchemaModal({
  servers,
  saving,
  error,
  onSave,
  onClose,
}: {
  servers: readonly string[]
  saving: boolean
  error: unknown
  onSave: (built: BuiltSql<unknown>) => void
  onClose: () => void
}) {
  const [server, setServer] = useState<string | null>(servers[0] ?? null)
  const [remoteSchema, setRemoteSchema] = useState('public')
  const [localSchema, setLocalSchema] = useState('')
  const [tables, setTables] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const list = tables.split(',').map((t) => t.trim()).filter(Boolean)
  const valid = Boolean(server && remoteSchema.trim() && localSchema.trim())
  const built = valid ? importForeignSchema({ server: server!, remoteSchema: remoteSchema.trim(), localSchema: localSchema.trim(), tables: list }) : null

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={() => !saving && onClose()} title="Import foreign schema" centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setSubmitted(true)
          if (built) onSave(built)
        }}
      >
        <Stack gap="sm">
          <Select label="Server" withAsterisk data={[...servers]} value={server} onChange={setServer} allowDeselect={false} error={submitted && !server ? 'Choose a server' : undefined} />
          <TextInput label="Remote schema" withAsterisk value={remoteSchema} onChange={(e) => setRemoteSchema(e.currentTarget.value)} error={submitted && !remoteSchema.trim() ? 'Required' : undefined} />
          <TextInput
            label="Local schema"
            withAsterisk
            description="Created when missing. Keep it out of the API's exposed schemas unless the remote data is public."
            value={localSchema}
            onChange={(e) => setLocalSchema(e.currentTarget.value)}
            error={submitted && !localSchema.trim() ? 'Required' : undefined}
          />
          <TextInput label="Only these tables" description="Comma-separated; leave empty for all." value={tables} onChange={(e) => setTables(e.currentTarget.value)} />
          {built ? (
            <Code block aria-label="SQL to run" style={{ whiteSpace: 'pre-wrap' }}>
              {built.sql}
            </Code>
          ) : null}
          {error ? <QueryError title="The import failed" error={error} /> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Import
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
