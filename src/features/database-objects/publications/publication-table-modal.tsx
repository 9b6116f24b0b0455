import { Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { addPublicationTable, type Publication } from '@/features/database'
import type { BuiltSql, ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'
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
  const published = new Set(publication.tables.map((t) => `${t.schema}.${t.name}`))
  const options = (tables.data ?? []).filter((t) => t.kind === 'table' && !published.has(`${t.schema}.${t.name}`))
  const table = options.find((t) => JSON.stringify([t.schema, t.name]) === chosen)
  const built = table ? addPublicationTable(publication.name, table) : null

  return (
    <SqlFormModal
      title={`Add a table to ${publication.name}`}
      build={() => built}
      saving={saving}
      error={error}
      errorTitle="The table was not added"
      submitLabel="Add table"
      onRun={onSave}
      onClose={onClose}
      size="md"
    >
      {(submitted) => (
        <>
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
        </>
      )}
    </SqlFormModal>
  )
}
