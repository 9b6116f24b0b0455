import { Alert, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useMemo, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { QueryError, REALTIME_ALL_TABLES_REASON, type SchemaTable } from '@/features/database'
import { realtimePublicationQueryOptions } from '@/features/database/api/realtime-publication-query'
import { PermissionButton } from '@/features/permissions'
import { useProjectConnection } from '../api/run-built-sql'
import { QueryRows } from '../components/query-status'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { SchemaPicker } from '../components/schema-picker'
import { DEFAULT_SCHEMA, type SchemaAndTextSearch } from '../components/schema-search'
import { useDatabaseWrite } from '../components/use-database-write'
import { CreateTableModal } from './create-table-modal'
import { DropTableDialog } from './drop-table-dialog'
import { TablesList } from './tables-list'
import { schemaTablesQueryOptions, tableCountsQueryOptions } from './tables-queries'

/** Issue 21 item 1: every table of the chosen schema, created, opened, dropped here. */
export function TablesPage({
  projectRef,
  search,
  onSearchChange,
}: {
  projectRef: string
  search: SchemaAndTextSearch
  onSearchChange: (next: SchemaAndTextSearch) => void
}) {
  const schema = search.schema ?? DEFAULT_SCHEMA
  const connection = useProjectConnection(projectRef)
  const write = useDatabaseWrite(projectRef)
  const tables = useQuery(schemaTablesQueryOptions(connection, schema))
  const counts = useQuery(tableCountsQueryOptions(connection, schema))
  const publication = useQuery(realtimePublicationQueryOptions(connection))
  const [text, setText] = useState(search.search ?? '')
  const filter = useDeferredValue(text.trim().toLowerCase())
  const shown = useMemo(() => (tables.data ?? []).filter((t) => !filter || t.name.toLowerCase().includes(filter)), [tables.data, filter])
  const [creating, setCreating] = useState(false)
  const [dropping, setDropping] = useState<SchemaTable | null>(null)

  return (
    <>
      <PageHeader
        title="Tables"
        description="The tables of a schema with their rows (estimated, marked ~, for big tables), size and row level security."
        actions={
          <PermissionButton allowed={write.can} reason={write.reason} leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create table
          </PermissionButton>
        }
      />
      <ReadOnlyNotice write={write} />
      {publication.error ? <QueryError title="Could not read the realtime publication" error={publication.error} /> : null}
      {publication.data?.all_tables ? (
        <Alert color="blue" variant="light" mb="md" title="Realtime: every table is published">
          {REALTIME_ALL_TABLES_REASON}
        </Alert>
      ) : null}
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <SchemaPicker connection={connection} value={schema} onChange={(next) => onSearchChange({ schema: next })} />
          <TextInput
            w={{ base: '100%', xs: 260 }}
            label="Search tables"
            leftSection={<IconSearch size={14} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value)
              onSearchChange({ ...search, search: event.currentTarget.value || undefined })
            }}
          />
          {tables.data ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {shown.length === tables.data.length ? `${tables.data.length} tables` : `${shown.length} of ${tables.data.length} tables`}
            </Text>
          ) : null}
        </Group>
        <QueryRows query={tables} what="tables" empty={`No tables in the schema ${schema} yet.`}>
          {() =>
            shown.length ? (
              <TablesList projectRef={projectRef} schema={schema} tables={shown} counts={counts.data} connection={connection} publication={publication.data} write={write} onDrop={setDropping} />
            ) : (
              <Text c="dimmed">No tables match &quot;{text.trim()}&quot;.</Text>
            )
          }
        </QueryRows>
      </Stack>
      {creating ? <CreateTableModal connection={connection} schema={schema} onClose={() => setCreating(false)} /> : null}
      {dropping ? (
        <DropTableDialog
          connection={connection}
          table={{ id: dropping.id, schema, name: dropping.name }}
          onDone={() => setDropping(null)}
          onCancel={() => setDropping(null)}
        />
      ) : null}
    </>
  )
}
