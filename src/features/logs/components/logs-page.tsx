import {
  Alert,
  Button,
  Grid,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { isServiceNotConfigured, ServiceNote, ServiceNotConfigured } from '@/components/service-not-configured'
import { FEATURE_PREVIEW_KEYS, UnifiedLogsNotice, useIsFeaturePreviewEnabled } from '@/features/feature-previews'
import { histogramQueryOptions, logEventsQueryOptions, sqlQueryOptions, type LogsView } from '../api/logs-queries'
import { defaultSqlFor, type LogFilter, type LogRow } from '../logs-sql'
import { logsSearchSchema, type LogsSearch } from '../search'
import { LOG_SOURCES, REQUEST_ID_PATH, type LogSourceName } from '../sources'
import { resolveTimeRange } from '../time-range'
import { EventDetail } from './event-detail'
import { FilterBuilder } from './filter-builder'
import { ResultsList } from './results-list'
import { SavedQueries, useRecordRecent } from './saved-queries'
import { SqlResults } from './sql-results'
import { TimeRangeControl } from './time-range-control'
import { UnifiedLogsView } from './unified-logs-view'
import { useRangeAnchor } from './use-range-anchor'
import { MONO_INPUT_STYLES } from '@/components/mono-input'

const Histogram = lazy(() => import('./histogram'))

export function LogsPage({
  projectRef,
  rawSearch,
  onSearch,
}: {
  projectRef: string
  rawSearch: unknown
  onSearch: (change: Partial<LogsSearch>) => void
}) {
  const search = useMemo(() => logsSearchSchema.parse(rawSearch ?? {}), [rawSearch])
  const unified = useIsFeaturePreviewEnabled(FEATURE_PREVIEW_KEYS.unifiedLogs)
  return (
    <>
      <PageHeader title="Logs" description="Search the logs of every service of this project." />
      <UnifiedLogsNotice />
      <ServiceNote service="logs" />
      {unified ? (
        <UnifiedLogsView projectRef={projectRef} search={search} onSearch={onSearch} />
      ) : (
        <SourceLogs projectRef={projectRef} search={search} onSearch={onSearch} />
      )}
    </>
  )
}

function SourceLogs({
  projectRef,
  search,
  onSearch,
}: {
  projectRef: string
  search: LogsSearch
  onSearch: (change: Partial<LogsSearch>) => void
}) {
  const [live, setLive] = useState(false)
  const [anchor, reanchor] = useRangeAnchor(live)
  const { start, end } = resolveTimeRange(search, anchor)
  const view: LogsView = useMemo(
    () => ({ source: search.source, filters: search.filters, start, end }),
    [search.source, search.filters, start, end],
  )
  const [selected, setSelected] = useState<LogRow>()
  const [sqlDraft, setSqlDraft] = useState(search.sql ?? defaultSqlFor(search.source))
  const recordRecent = useRecordRecent(projectRef)
  const builder = search.mode === 'builder'

  const events = useInfiniteQuery({
    ...logEventsQueryOptions(projectRef, view, live),
    enabled: builder,
    placeholderData: keepPreviousData,
  })
  const histogram = useQuery({
    ...histogramQueryOptions(projectRef, view),
    enabled: builder,
    placeholderData: keepPreviousData,
  })
  const sqlResult = useQuery({
    ...sqlQueryOptions(projectRef, search.sql ?? '', start, end),
    enabled: !builder && Boolean(search.sql),
  })
  const rows = useMemo(() => events.data?.pages.flat() ?? [], [events.data])
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = events
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage])

  const runFilters = (filters: LogFilter[]) => {
    reanchor()
    setSelected(undefined)
    onSearch({ filters })
    recordRecent({ source: search.source, mode: 'builder', filters, sql: '' })
  }
  const runSql = () => {
    reanchor()
    onSearch({ sql: sqlDraft })
    recordRecent({ source: search.source, mode: 'sql', filters: [], sql: sqlDraft })
  }
  const error = builder ? events.error : sqlResult.error

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Select
          aria-label="Log source"
          data={LOG_SOURCES.map((s) => ({ value: s.name, label: `${s.label} (${s.name})` }))}
          value={search.source}
          onChange={(source) => {
            if (!source) return
            setSelected(undefined)
            setSqlDraft(defaultSqlFor(source as LogSourceName))
            onSearch({ source: source as LogSourceName, filters: [], sql: undefined })
          }}
          allowDeselect={false}
          searchable
          w={300}
        />
        <TimeRangeControl value={search} onChange={(range) => (reanchor(), onSearch(range))} />
        <SegmentedControl
          aria-label="Query mode"
          data={[
            { value: 'builder', label: 'Query builder' },
            { value: 'sql', label: 'SQL' },
          ]}
          value={search.mode}
          onChange={(mode) => onSearch({ mode: mode as LogsSearch['mode'] })}
        />
        <Switch
          label="Live tail"
          checked={live}
          onChange={(e) => setLive(e.currentTarget.checked)}
          disabled={search.range === 'custom'}
        />
        <SavedQueries
          projectRef={projectRef}
          current={{ source: search.source, mode: search.mode, filters: search.filters, sql: search.sql ?? sqlDraft }}
          onOpen={(query) => {
            setSqlDraft(query.sql || defaultSqlFor(query.source))
            onSearch({
              source: query.source,
              mode: query.mode,
              filters: query.filters,
              sql: query.mode === 'sql' ? query.sql : undefined,
            })
          }}
        />
      </Group>
      {builder ? (
        <FilterBuilder
          key={`${search.source}:${JSON.stringify(search.filters)}`}
          source={search.source}
          filters={search.filters}
          onRun={runFilters}
        />
      ) : (
        <Stack gap="xs">
          <Textarea
            label="SQL query"
            description={`Tables are the sources, e.g. from ${search.source}. The time range applies to every source.`}
            autosize
            minRows={4}
            value={sqlDraft}
            onChange={(e) => setSqlDraft(e.currentTarget.value)}
            styles={MONO_INPUT_STYLES}
          />
          <Group>
            <Button size="xs" onClick={runSql} disabled={!sqlDraft.trim()}>
              Run query
            </Button>
          </Group>
        </Stack>
      )}
      {error ? (
        isServiceNotConfigured(error) ? (
          <ServiceNotConfigured service="logs" />
        ) : (
          <Alert color="red" title="The logs query failed">
            {error.message}
          </Alert>
        )
      ) : null}
      {builder && histogram.isError ? (
        <Text size="xs" c="red">
          The chart could not be loaded: {histogram.error.message}
        </Text>
      ) : null}
      {builder && histogram.data ? (
        <Suspense fallback={<Loader role="status" size="xs" aria-label="Loading chart" />}>
          <Histogram
            rows={histogram.data.rows}
            start={start}
            end={end}
            widthMs={histogram.data.widthMs}
            onSelectRange={(s, e) =>
              onSearch({ range: 'custom', start: new Date(s).toISOString(), end: new Date(e).toISOString() })
            }
          />
        </Suspense>
      ) : null}
      {builder ? (
        events.isPending ? (
          <Loader role="status" aria-label="Loading logs" />
        ) : rows.length === 0 && !events.isError ? (
          <Text c="dimmed">No events match in this time range.</Text>
        ) : (
          <Grid>
            <Grid.Col span={selected ? 7 : 12}>
              <ResultsList
                rows={rows}
                selectedId={selected?.id}
                onSelect={setSelected}
                hasMore={hasNextPage}
                loadingMore={isFetchingNextPage}
                onLoadMore={loadMore}
                busy={events.isPlaceholderData}
              />
            </Grid.Col>
            {selected ? (
              <Grid.Col span={5}>
                <EventDetail
                  row={selected}
                  source={search.source}
                  onClose={() => setSelected(undefined)}
                  onFollow={(target, requestId) => {
                    setSelected(undefined)
                    onSearch({
                      source: target,
                      mode: 'builder',
                      filters: [{ path: REQUEST_ID_PATH, operator: '=', value: requestId }],
                    })
                  }}
                />
              </Grid.Col>
            ) : null}
          </Grid>
        )
      ) : search.sql ? (
        <SqlResults result={sqlResult} />
      ) : null}
    </Stack>
  )
}
