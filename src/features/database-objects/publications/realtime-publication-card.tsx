import { Button, Paper, Select, Text, Title } from '@mantine/core'
import { IconTablePlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { isRealtimeTable, QueryError, REALTIME_ALL_TABLES_REASON, setRealtimeTableSql, type RealtimePublication } from '@/features/database'
import { realtimePublicationQueryOptions, useRealtimeTableMutation } from '@/features/database/api/realtime-publication-query'
import type { ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'
import type { DatabaseWrite } from '../components/use-database-write'
import { publishableTablesQueryOptions } from './publications-queries'

function stateText(publication: RealtimePublication) {
  if (!publication.exists) return 'The supabase_realtime publication does not exist yet: it is created when you add the first table.'
  if (publication.all_tables) return `Every table is published. ${REALTIME_ALL_TABLES_REASON}`
  const count = publication.tables.length
  return count === 0 ? 'No table is published: Realtime sends no database changes.' : `${count} ${count === 1 ? 'table is' : 'tables are'} published to Realtime.`
}

/** CONTRACT §16: the state of the realtime publication, and a table added to it (created when missing). */
export function RealtimePublicationCard({ connection, write }: { connection: ProjectConnection; write: DatabaseWrite }) {
  const publication = useQuery(realtimePublicationQueryOptions(connection))
  const [adding, setAdding] = useState(false)
  if (publication.error) return <QueryError title="Could not read the realtime publication" error={publication.error} />
  if (!publication.data) return null
  return (
    <Paper withBorder p="md" component="section" aria-label="Realtime publication">
      <Title order={2} size="h4" mb={4}>
        Realtime
      </Title>
      <Text size="sm" mb="sm">
        {stateText(publication.data)}
      </Text>
      {write.can && !publication.data.all_tables ? (
        <Button size="xs" variant="light" leftSection={<IconTablePlus size={14} />} onClick={() => setAdding(true)}>
          Add a table to Realtime
        </Button>
      ) : null}
      {adding ? <AddRealtimeTableModal connection={connection} publication={publication.data} onClose={() => setAdding(false)} /> : null}
    </Paper>
  )
}

function AddRealtimeTableModal({ connection, publication, onClose }: { connection: ProjectConnection; publication: RealtimePublication; onClose: () => void }) {
  const tables = useQuery(publishableTablesQueryOptions(connection))
  const change = useRealtimeTableMutation(connection)
  const [chosen, setChosen] = useState<string | null>(null)
  const options = (tables.data ?? []).filter((t) => t.kind === 'table' && !isRealtimeTable(publication, t))
  const table = options.find((t) => JSON.stringify([t.schema, t.name]) === chosen)
  return (
    <SqlFormModal
      title="Add a table to Realtime"
      build={() => (table ? setRealtimeTableSql(publication, table, true) : null)}
      saving={change.isPending}
      error={change.error}
      errorTitle="The table was not added"
      submitLabel="Add table"
      onRun={() => table && change.mutate({ publication, table, published: true }, { onSuccess: onClose })}
      onClose={onClose}
      size="md"
    >
      {(submitted) => (
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
      )}
    </SqlFormModal>
  )
}
