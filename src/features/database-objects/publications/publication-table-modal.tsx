import { Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { addPublicationTable, type Publication } from '@/features/database'
import type { BuiltSql, ProjectConnection } from '../api/run-built-sql'
import { ObjectFormModal } from '../components/object-form-modal'
import { publishableTablesQueryOptions } from './publications-queries'

/** Add one table to a publication: the tables it does not publish yet. */
export function PublicationTableModal({
  connection,
  publication,
  saving,
  error,
  onSave,
  onClose,
}: {
  connection: ProjectConnection
  publication: Publication
  saving: boolean
  error: unknown
  onSave: (built: BuiltSql<unknown>) => void
  onClose: () => void
}) {
  const tables = useQuery(publishableTablesQueryOptions(connection))
  const [chosen, setChosen] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const published = new Set(publication.tables.map((t) => `${t.schema}.${t.name}`))
  const options = (tables.data ?? []).filter((t) => t.kind === 'table' && !published.has(`${t.schema}.${t.name}`))
  const table = options.find((t) => JSON.stringify([t.schema, t.name]) === chosen)
  const built = table ? addPublicationTable(publication.name, table) : null

  return (
    <ObjectFormModal
      title={`Add a table to ${publication.name}`}
      sql={built?.sql ?? null}
      saving={saving}
      error={error}
      errorTitle="The table was not added"
      submitLabel="Add table"
      onSubmit={() => (setSubmitted(true), built && onSave(built))}
      onClose={onClose}
      size="md"
    >
      <Select
        label="Table"
        withAsterisk
        searchable
        data={options.map((t) => ({ value: JSON.stringify([t.schema, t.name]), label: `${t.schema}.${t.name}` }))}
        value={chosen}
        onChange={setChosen}
        error={submitted && !table ? 'Choose a table' : undefined}
        nothingFoundMessage="No table left to add"
      />
    </ObjectFormModal>
  )
}
