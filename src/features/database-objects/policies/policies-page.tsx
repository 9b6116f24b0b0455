import { Group, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useMemo, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { useProjectConnection } from '../api/run-built-sql'
import { QueryRows } from '../components/query-status'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { SchemaPicker } from '../components/schema-picker'
import { DEFAULT_SCHEMA, type SchemaAndTextSearch } from '../components/schema-search'
import { useDatabaseWrite } from '../components/use-database-write'
import { PolicyTablesEditor } from './policy-tables-editor'
import { policiesQueryOptions } from './policies-queries'

/** Issue 21 item 2: per table, row level security and its policies (CONTRACT §10 ?schema=&search=). */
export function PoliciesPage({ projectRef, search, onSearchChange }: { projectRef: string; search: SchemaAndTextSearch; onSearchChange: (next: SchemaAndTextSearch) => void }) {
  const schema = search.schema ?? DEFAULT_SCHEMA
  const connection = useProjectConnection(projectRef)
  const write = useDatabaseWrite(projectRef)
  const tables = useQuery(policiesQueryOptions(connection, schema))
  const [text, setText] = useState(search.search ?? '')
  const filter = useDeferredValue(text.trim().toLowerCase())
  const shown = useMemo(
    () => (tables.data ?? []).filter((t) => !filter || t.name.toLowerCase().includes(filter) || t.policies.some((p) => p.name.toLowerCase().includes(filter))),
    [tables.data, filter],
  )

  return (
    <>
      <PageHeader title="Policies" description="Row level security decides which rows each role can read and change through the API." />
      <ReadOnlyNotice write={write} />
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <SchemaPicker connection={connection} value={schema} onChange={(next) => onSearchChange({ schema: next, search: search.search })} />
          <TextInput
            w={{ base: '100%', xs: 260 }}
            label="Search tables and policies"
            leftSection={<IconSearch size={14} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value)
              onSearchChange({ ...search, search: event.currentTarget.value || undefined })
            }}
          />
        </Group>
        <QueryRows query={tables} what="policies" empty={`No tables in the schema ${schema} yet.`}>
          {(all) =>
            shown.length ? (
              <PolicyTablesEditor connection={connection} schema={schema} tables={all} shown={shown} write={write} />
            ) : (
              <Text c="dimmed">No tables or policies match &quot;{text.trim()}&quot;.</Text>
            )
          }
        </QueryRows>
      </Stack>
    </>
  )
}
