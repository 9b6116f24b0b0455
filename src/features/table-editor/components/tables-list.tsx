import { Alert, Box, Button, Checkbox, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core'
import { IconEye, IconLayersSubtract, IconPlus, IconSearch, IconTable, IconUpload, IconWorld } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useDeferredValue, useMemo, useRef, useState } from 'react'
import { AnchorLink } from '@/components/links'
import { RELATION_KINDS, type RelationKind } from '@/features/database'
import { useReadOnly } from '@/features/read-only'
import type { DatabaseTarget } from '../api/run-sql'
import { schemasQueryOptions } from '../api/schemas-query'
import { tableCountsQueryOptions } from '../api/table-counts-query'
import { tablesQueryOptions } from '../api/tables-query'
import { formatCount, formatRowEstimate } from '../format'

const ITEM_HEIGHT = 32
const ICONS: Record<RelationKind, typeof IconTable> = { r: IconTable, p: IconTable, v: IconEye, m: IconLayersSubtract, f: IconWorld }

/** The schema picker and the schema's relations: searchable, virtualized for schemas of thousands of tables. */
export function TablesList({
  target,
  schema,
  showSystem,
  activeId,
  onCreate,
  onImport,
}: {
  target: DatabaseTarget
  schema: string
  showSystem: boolean
  activeId: number | undefined
  onCreate: () => void
  onImport: () => void
}) {
  const navigate = useNavigate({ from: '/project/$ref/editor/$id' })
  const readOnly = useReadOnly(target.projectRef)
  const schemas = useQuery(schemasQueryOptions(target))
  const tables = useQuery(tablesQueryOptions(target, schema))
  const counts = useQuery(tableCountsQueryOptions(target, schema))
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search.trim().toLowerCase())
  const shown = useMemo(() => (tables.data ?? []).filter((t) => !deferred || t.name.toLowerCase().includes(deferred)), [tables.data, deferred])
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ITEM_HEIGHT,
    overscan: 12,
    initialRect: { width: 260, height: 600 },
  })
  const schemaOptions = (schemas.data ?? []).filter((s) => showSystem || !s.is_system || s.name === schema).map((s) => s.name)

  return (
    <Stack gap="xs" w={280} style={{ flexShrink: 0, minHeight: 0 }}>
      <Select
        label="Schema"
        data={schemaOptions.length ? schemaOptions : [schema]}
        value={schema}
        allowDeselect={false}
        searchable
        onChange={(value) => value && void navigate({ to: '/project/$ref/editor/$id', params: (p) => ({ ...p, id: 'new' }), search: { schema: value, system: showSystem || undefined } })}
      />
      <Checkbox
        label="Show system schemas"
        checked={showSystem}
        onChange={(event) => void navigate({ search: (prev) => ({ ...prev, system: event.currentTarget.checked || undefined }) })}
      />
      <Group gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          aria-label="Search tables"
          placeholder="Search tables"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Button leftSection={<IconPlus size={14} />} variant="light" onClick={onCreate} disabled={readOnly.readOnly}>
          New table
        </Button>
      </Group>
      <Button size="xs" variant="subtle" leftSection={<IconUpload size={14} />} onClick={onImport} w="fit-content" disabled={readOnly.readOnly}>
        Import CSV into a new table
      </Button>
      {readOnly.reason ? (
        <Text size="xs" c="dimmed">
          {readOnly.reason}
        </Text>
      ) : null}
      {tables.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Loading tables…</Text>
        </Group>
      ) : tables.isError ? (
        <Alert color="red" title="Could not load the tables">
          {tables.error.message}
        </Alert>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {deferred ? `No tables match "${search.trim()}".` : `No tables in the schema ${schema} yet.`}
        </Text>
      ) : null}
      <Box ref={scrollRef} component="nav" aria-label="Tables" data-testid="tables-list" style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const table = shown[item.index]!
            const Icon = ICONS[table.kind]
            const active = table.id === activeId
            return (
              <AnchorLink
                key={table.id}
                to="/project/$ref/editor/$id"
                params={(p) => ({ ...p, ref: target.projectRef, id: String(table.id) })}
                search={{ schema, system: showSystem || undefined }}
                aria-label={table.name}
                aria-current={active ? 'page' : undefined}
                aria-description={RELATION_KINDS[table.kind]}
                underline="never"
                c={active ? undefined : 'var(--mantine-color-text)'}
                fw={active ? 600 : 400}
                style={{ position: 'absolute', top: item.start, left: 0, right: 0, height: ITEM_HEIGHT, display: 'flex', alignItems: 'center', gap: 8, padding: '0 8px', borderRadius: 4, background: active ? 'var(--mantine-color-default-hover)' : undefined }}
              >
                <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text span size="sm" truncate flex={1}>
                  {table.name}
                </Text>
                {/* A view or a foreign table keeps no row estimate of its own: none is shown rather than 0. */}
                {table.kind === 'v' || table.kind === 'f' ? null : <TableRows exact={counts.data?.get(table.id)} estimate={table.rows} />}
              </AnchorLink>
            )
          })}
        </div>
      </Box>
    </Stack>
  )
}

/** The exact count when there is one; else the planner's estimate, marked "~" (big tables, or while counting). */
function TableRows({ exact, estimate }: { exact: number | undefined; estimate: number }) {
  return exact === undefined ? (
    <Text span size="xs" c="dimmed" title="Estimated rows">
      ~{formatRowEstimate(estimate)}
    </Text>
  ) : (
    <Text span size="xs" c="dimmed" title="Rows">
      {formatCount(exact)}
    </Text>
  )
}
