import { Tabs, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/page-header'
import { NeedsExtension } from '@/features/database'
import { DEFAULT_EXTENSION_SCHEMA, type QueryStatsSort, type RequiredExtension } from '@/features/database'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import type { LevelFilter } from '../search'
import { LintAdvisor } from './lint-advisor'
import { QueryStatsPanel } from './query-stats-panel'

const PG_STAT_STATEMENTS: RequiredExtension = {
  name: 'pg_stat_statements',
  schema: DEFAULT_EXTENSION_SCHEMA,
  reason:
    'Query performance reads the statistics that pg_stat_statements keeps about every statement the database runs: how often, how many rows, how long. Without it there are no figures to show.',
  install:
    'It ships with PostgreSQL’s contrib modules: install them on your database server, add pg_stat_statements to shared_preload_libraries and restart, then enable it here.',
}

export type QueryPerformanceTab = 'queries' | 'findings'

export interface QueryPerformanceState {
  tab: QueryPerformanceTab
  sort: QueryStatsSort
  search: string
  level: LevelFilter
}

/** SPEC §2 Query performance: pg_stat_statements' figures, and the performance advisor's findings. */
export function QueryPerformancePage({
  projectRef,
  state,
  onChange,
}: {
  projectRef: string
  state: QueryPerformanceState
  onChange: (next: Partial<QueryPerformanceState>) => void
}) {
  const { data: project } = useQuery(projectDetailQueryOptions(projectRef))
  const connectionString = project?.connectionString
  return (
    <>
      <PageHeader title="Query performance" description="Finds slow queries and suggests indexes." />
      <Tabs value={state.tab} onChange={(tab) => onChange({ tab: (tab as QueryPerformanceTab | null) ?? 'queries' })}>
        <Tabs.List mb="md">
          <Tabs.Tab value="queries">Queries</Tabs.Tab>
          <Tabs.Tab value="findings">Performance advisor</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="queries">
          <NeedsExtension database={{ projectRef, connectionString }} extension={PG_STAT_STATEMENTS}>
            {(status) => (
              <QueryStatsPanel
                projectRef={projectRef}
                connectionString={connectionString}
                extensionSchema={status.schema ?? 'public'}
                sort={state.sort}
                search={state.search}
                onChange={onChange}
              />
            )}
          </NeedsExtension>
        </Tabs.Panel>
        <Tabs.Panel value="findings">
          {state.tab === 'findings' ? (
            <>
              <Text size="sm" c="dimmed" mb="md">
                Checks of your schema that slow queries down: missing and unused indexes, policies evaluated per row,
                tables without a primary key, bloat.
              </Text>
              <LintAdvisor
                projectRef={projectRef}
                category="PERFORMANCE"
                level={state.level}
                onLevelChange={(level) => onChange({ level })}
              />
            </>
          ) : null}
        </Tabs.Panel>
      </Tabs>
    </>
  )
}
