import { Alert, Badge, Code, Group, Loader, ScrollArea, Tabs, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconLock } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { EmptyState } from '@/components/empty-state'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import { EXPOSED_SCHEMAS, isRealtimeTable, RELATION_KINDS, type TableDetail } from '@/features/database'
import { realtimePublicationQueryOptions } from '@/features/database/api/realtime-publication-query'
import { useReadOnly } from '@/features/read-only'
import type { DatabaseTarget } from '../api/run-sql'
import { tableDefinitionQueryOptions, tableDetailQueryOptions } from '../api/table-detail-query'
import type { TableEditorSearch } from '../search'
import { RowsTab } from './rows-tab'
import { TableActions } from './table-actions'

export const RLS_OFF_MESSAGE =
  'Row level security is off for this table. Anyone with the project’s anon key can read and change all of its rows through the data API.'

/** Why a relation's rows cannot be edited here, or null when they can. */
export function readOnlyReason(table: TableDetail): string | null {
  if (table.kind === 'v') return 'This is a view: its rows are read-only here.'
  if (table.kind === 'm') return 'This is a materialized view: its rows are read-only here.'
  if (table.kind === 'f') return 'This is a foreign table: its rows are read-only here.'
  if (!table.primary_key.length) return 'This table has no primary key, so its rows cannot be told apart safely: they are read-only here. Add a primary key to edit them.'
  return null
}

export function TableView({ target, tableId, search }: { target: DatabaseTarget; tableId: number; search: TableEditorSearch }) {
  const navigate = useNavigate({ from: '/project/$ref/editor/$id' })
  const detail = useQuery(tableDetailQueryOptions(target, tableId))
  // Read-only mode (CONTRACT §17) turns every table's rows and shape read-only, with its own reason.
  const mode = useReadOnly(target.projectRef)
  const publication = useQuery(realtimePublicationQueryOptions(target))
  if (detail.isPending)
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text>Loading the table…</Text>
      </Group>
    )
  if (detail.isError)
    return (
      <Alert color="red" title="Could not load the table">
        {toPgMetaError(detail.error).message}
      </Alert>
    )
  const table = detail.data
  if (!table) return <EmptyState title="Table not found" level={1}>No table, view or foreign table has this id. It may have been dropped.</EmptyState>
  const readOnly = mode.reason ?? readOnlyReason(table)
  const rlsOff = (table.kind === 'r' || table.kind === 'p') && !table.rls_enabled && (EXPOSED_SCHEMAS as readonly string[]).includes(table.schema)
  const tab = search.tab ?? 'rows'

  return (
    <>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {table.name}
          </Title>
          <Badge variant="light">{RELATION_KINDS[table.kind]}</Badge>
          <Text size="sm" c="dimmed">
            {table.schema}
          </Text>
          {publication.data && (table.kind === 'r' || table.kind === 'p') && isRealtimeTable(publication.data, table) ? (
            <Badge variant="light" color="teal">
              Realtime on
            </Badge>
          ) : null}
        </Group>
        {(table.kind === 'r' || table.kind === 'p') && !mode.readOnly ? <TableActions target={target} table={table} /> : null}
      </Group>
      {rlsOff ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={16} />} mb="xs" py={6} title="Row level security is off">
          {RLS_OFF_MESSAGE}
        </Alert>
      ) : null}
      {readOnly ? (
        <Alert color="gray" icon={<IconLock size={16} />} mb="xs" py={6} title={mode.readOnly ? 'Read-only mode' : 'Read-only'}>
          {readOnly}
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onChange={(value) => void navigate({ search: (prev) => ({ ...prev, tab: value === 'definition' ? 'definition' : undefined }) })}
        style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Tabs.List mb="xs">
          <Tabs.Tab value="rows">Rows</Tabs.Tab>
          <Tabs.Tab value="definition">Definition</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rows" style={{ flex: 1, minHeight: 0, display: tab === 'rows' ? 'flex' : 'none', flexDirection: 'column' }}>
          <RowsTab target={target} table={table} search={search} editable={readOnly === null} />
        </Tabs.Panel>
        <Tabs.Panel value="definition" style={{ flex: 1, minHeight: 0 }}>
          {tab === 'definition' ? <Definition target={target} tableId={table.id} /> : null}
        </Tabs.Panel>
      </Tabs>
    </>
  )
}

function Definition({ target, tableId }: { target: DatabaseTarget; tableId: number }) {
  const definition = useQuery(tableDefinitionQueryOptions(target, tableId))
  if (definition.isPending) return <Loader size="sm" aria-label="Loading the definition" />
  if (definition.isError) return <Alert color="red" title="Could not load the definition">{toPgMetaError(definition.error).message}</Alert>
  return (
    <ScrollArea h="100%" type="auto">
      <Code block aria-label="Table definition" style={{ whiteSpace: 'pre' }}>
        {definition.data}
      </Code>
    </ScrollArea>
  )
}
