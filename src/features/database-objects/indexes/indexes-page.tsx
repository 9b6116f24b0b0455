import { Badge, Group, Stack, Table, Text, TextInput } from '@mantine/core'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { dropIndexSql, listIndexesSql, SqlConfirmDialog, type IndexRow } from '@/features/database'
import { PermissionButton } from '@/features/permissions'
import { databaseObjectKeys } from '../api/keys'
import { introspectionQueryOptions } from '../api/introspection'
import { useProjectConnection, useRunSqlMutation } from '../api/run-built-sql'
import { formatSize } from '../components/format'
import { DeleteAction, ObjectTable, RowActions } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { SchemaPicker } from '../components/schema-picker'
import { DEFAULT_SCHEMA, type SchemaAndTextSearch } from '../components/schema-search'
import { useDatabaseWrite } from '../components/use-database-write'
import { schemaTablesQueryOptions } from '../tables/tables-queries'
import { CreateIndexModal } from './create-index-modal'

/** Issue 21 item 7: a schema's indexes per table, unused ones standing out; create and drop. */
export function IndexesPage({ projectRef, search, onSearchChange }: { projectRef: string; search: SchemaAndTextSearch; onSearchChange: (next: SchemaAndTextSearch) => void }) {
  const schema = search.schema ?? DEFAULT_SCHEMA
  const connection = useProjectConnection(projectRef)
  const write = useDatabaseWrite(projectRef)
  const indexes = useQuery(introspectionQueryOptions(connection, [...databaseObjectKeys.indexes(projectRef, schema), 'list'], listIndexesSql(schema)))
  const tables = useQuery(schemaTablesQueryOptions(connection, schema))
  const [text, setText] = useState(search.search ?? '')
  const filter = useDeferredValue(text.trim().toLowerCase())
  const [creating, setCreating] = useState(false)
  const [dropping, setDropping] = useState<IndexRow | null>(null)
  const drop = useRunSqlMutation(connection, [databaseObjectKeys.indexes(projectRef, schema)])
  const dropBuilt = dropping ? dropIndexSql(schema, dropping.name) : null
  const shown = (indexes.data ?? []).filter((i) => !filter || i.name.toLowerCase().includes(filter) || i.table.toLowerCase().includes(filter))

  return (
    <>
      <PageHeader
        title="Indexes"
        description="Indexes per table with their size and how often they were scanned since the statistics were reset."
        actions={
          <PermissionButton allowed={write.can} reason={write.reason} leftSection={<IconPlus size={16} />} disabled={!tables.data?.length} onClick={() => setCreating(true)}>
            Create index
          </PermissionButton>
        }
      />
      <ReadOnlyNotice write={write} />
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <SchemaPicker connection={connection} value={schema} onChange={(next) => onSearchChange({ schema: next })} />
          <TextInput
            w={{ base: '100%', xs: 260 }}
            label="Search indexes"
            leftSection={<IconSearch size={14} />}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value)
              onSearchChange({ ...search, search: e.currentTarget.value || undefined })
            }}
          />
        </Group>
        <QueryRows query={indexes} what="indexes" empty={`No indexes in the schema ${schema}.`}>
          {() => (
            <Table.ScrollContainer minWidth={760}>
              <ObjectTable label={`Indexes in ${schema}`} columns={['Table', 'Name', 'Method', 'Size', 'Scans', 'Definition']} actions={write.can}>
                {shown.map((index) => (
                  <Table.Tr key={index.name}>
                    <Table.Td>{schema}.{index.table}</Table.Td>
                    <Table.Td fw={500}>
                      {index.name}
                      {index.is_primary ? <Badge ml={6} size="xs" variant="light">primary key</Badge> : index.is_unique ? <Badge ml={6} size="xs" variant="light" color="gray">unique</Badge> : null}
                    </Table.Td>
                    <Table.Td>{index.method}</Table.Td>
                    <Table.Td>{formatSize(index.size_bytes)}</Table.Td>
                    <Table.Td>
                      {index.scans === 0 && !index.constraint_name ? <Badge color="orange" variant="light" miw="max-content">Unused (0 scans)</Badge> : index.scans.toLocaleString('en-US')}
                    </Table.Td>
                    <Table.Td><Text size="xs" ff="monospace" style={{ wordBreak: 'break-word' }}>{index.definition}</Text></Table.Td>
                    {write.can ? (
                      <RowActions>
                        {index.constraint_name ? (
                          <Text size="xs" c="dimmed">Backs {index.constraint_name}</Text>
                        ) : (
                          <DeleteAction name={index.name} onClick={() => (drop.reset(), setDropping(index))} />
                        )}
                      </RowActions>
                    ) : null}
                  </Table.Tr>
                ))}
              </ObjectTable>
            </Table.ScrollContainer>
          )}
        </QueryRows>
      </Stack>
      {creating && tables.data ? <CreateIndexModal connection={connection} schema={schema} tables={tables.data} onClose={() => setCreating(false)} /> : null}
      <SqlConfirmDialog
        visible={dropBuilt !== null}
        title={`Delete index ${dropping?.name ?? ''}`}
        sql={dropBuilt?.sql ?? ''}
        confirmLabel="Delete index"
        variant="danger"
        loading={drop.isPending}
        error={drop.error}
        onConfirm={() => dropBuilt && drop.mutate(dropBuilt, { onSuccess: () => setDropping(null) })}
        onCancel={() => setDropping(null)}
      />
    </>
  )
}
