import { Checkbox, Group, MultiSelect, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { createPublication, PUBLISHED_ACTIONS, type PublishedAction } from '@/features/database'
import type { BuiltSql, ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'
import { publishableTablesQueryOptions } from './publications-queries'

const tableKey = (t: { schema: string; name: string }) => JSON.stringify([t.schema, t.name])

/** Create a publication: name, the changes it publishes, and its tables (none to add them later). */
export function PublicationFormModal({
  connection,
  saving,
  error,
  onSave,
  onClose,
}: {
  connection: ProjectConnection
  saving: boolean
  error: unknown
  onSave: (built: BuiltSql<unknown>) => void
  onClose: () => void
}) {
  const tables = useQuery(publishableTablesQueryOptions(connection))
  const [name, setName] = useState('')
  const [actions, setActions] = useState<PublishedAction[]>([...PUBLISHED_ACTIONS])
  const [chosen, setChosen] = useState<string[]>([])
  const options = (tables.data ?? []).filter((t) => t.kind === 'table')
  const picked = options.filter((t) => chosen.includes(tableKey(t)))
  const nameError = name.trim() ? undefined : 'Enter a name'
  const built = nameError ? null : createPublication({ name: name.trim(), tables: picked, actions })

  return (
    <SqlFormModal
      title="Create publication"
      build={() => built}
      saving={saving}
      error={error}
      errorTitle="The publication was not created"
      submitLabel="Create publication"
      onRun={onSave}
      onClose={onClose}
      size="md"
    >
      {(submitted) => (
        <>
          <TextInput
            label="Name"
            withAsterisk
            value={name}
            error={submitted ? nameError : undefined}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Checkbox.Group
            label="Publishes"
            value={actions}
            onChange={(v) => setActions(PUBLISHED_ACTIONS.filter((a) => v.includes(a)))}
          >
            <Group gap="md" mt={4}>
              {PUBLISHED_ACTIONS.map((a) => (
                <Checkbox key={a} value={a} label={a.charAt(0).toUpperCase() + a.slice(1)} />
              ))}
            </Group>
          </Checkbox.Group>
          <MultiSelect
            label="Tables"
            searchable
            data={options.map((t) => ({ value: tableKey(t), label: `${t.schema}.${t.name}` }))}
            value={chosen}
            onChange={setChosen}
            nothingFoundMessage="No table matches"
          />
        </>
      )}
    </SqlFormModal>
  )
}
