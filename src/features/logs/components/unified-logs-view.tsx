import { Alert, Button, Grid, Group, Loader, MultiSelect, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { isServiceNotConfigured, ServiceNotConfigured } from '@/components/service-not-configured'
import { unifiedEventsQueryOptions } from '../api/logs-queries'
import type { LogRow } from '../logs-sql'
import type { LogsSearch } from '../search'
import { isLogSourceName, LOG_SOURCES, type LogSourceName } from '../sources'
import { resolveTimeRange } from '../time-range'
import { EventDetail } from './event-detail'
import { useRangeAnchor } from './use-range-anchor'
import { ResultsList } from './results-list'
import { TimeRangeControl } from './time-range-control'

/** The New Logs interface preview: one stream across every source, filtered by service and text. */
export function UnifiedLogsView({
  projectRef,
  search,
  onSearch,
}: {
  projectRef: string
  search: LogsSearch
  onSearch: (change: Partial<LogsSearch>) => void
}) {
  const [sources, setSources] = useState<LogSourceName[]>([])
  const [text, setText] = useState('')
  const [debounced] = useDebouncedValue(text, 300)
  const [live, setLive] = useState(false)
  const [anchor, reanchor] = useRangeAnchor(live)
  const { start, end } = resolveTimeRange(search, anchor)
  const [selected, setSelected] = useState<LogRow>()
  const [requestId, setRequestId] = useState('')
  const events = useInfiniteQuery({
    ...unifiedEventsQueryOptions(projectRef, { sources, search: debounced, requestId, start, end }, live),
    placeholderData: keepPreviousData,
  })
  const rows = useMemo(() => events.data?.pages.flat() ?? [], [events.data])
  const { fetchNextPage } = events
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage])
  const selectedSource = selected && isLogSourceName(selected.source) ? selected.source : undefined
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <MultiSelect
          aria-label="Services"
          placeholder="All services"
          data={LOG_SOURCES.map((s) => ({ value: s.name, label: s.label }))}
          value={sources}
          onChange={(v) => setSources(v.filter(isLogSourceName))}
          clearable
          w={360}
        />
        <TextInput
          aria-label="Search messages"
          placeholder="Search messages"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={240}
        />
        <TimeRangeControl value={search} onChange={(range) => (reanchor(), onSearch(range))} />
        <Switch
          label="Live tail"
          checked={live}
          onChange={(e) => setLive(e.currentTarget.checked)}
          disabled={search.range === 'custom'}
        />
        {requestId ? (
          <Button size="xs" variant="light" onClick={() => setRequestId('')}>
            Request {requestId.slice(0, 8)}… (show all)
          </Button>
        ) : null}
      </Group>
      {events.isError ? (
        isServiceNotConfigured(events.error) ? (
          <ServiceNotConfigured service="logs" />
        ) : (
          <Alert color="red" title="The logs query failed">
            {events.error.message}
          </Alert>
        )
      ) : events.isPending ? (
        <Loader role="status" aria-label="Loading logs" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">No events match in this time range.</Text>
      ) : (
        <Grid>
          <Grid.Col span={selected ? 7 : 12}>
            <ResultsList
              rows={rows}
              selectedId={selected?.id}
              onSelect={setSelected}
              hasMore={events.hasNextPage}
              loadingMore={events.isFetchingNextPage}
              onLoadMore={loadMore}
              busy={events.isPlaceholderData}
              showSource
            />
          </Grid.Col>
          {selected ? (
            <Grid.Col span={5}>
              <EventDetail
                row={selected}
                source={selectedSource}
                onClose={() => setSelected(undefined)}
                onFollow={(_target, id) => {
                  setSelected(undefined)
                  setText('')
                  setRequestId(id)
                }}
              />
            </Grid.Col>
          ) : null}
        </Grid>
      )}
    </Stack>
  )
}
