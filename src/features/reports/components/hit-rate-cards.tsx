import { Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { TimeChart } from '@/components/charts'
import { cacheHitRateSql, indexHitRateSql, type HitRate } from '@/features/database'
import { sampledReportQueryOptions } from '../api/report-queries'
import { formatCount, formatRatio } from '../format'
import { rangeWindow, samplesInRange } from '../samples'
import { ChartSlot, Figure, ReportCard } from './report-card'
import type { ReportProps } from './report-props'

const CACHE = cacheHitRateSql()
const INDEX = indexHitRateSql()
/** Below this share of reads from memory, the working set likely no longer fits in shared buffers. */
const GOOD_HIT_RATE = 0.99

const percent = (value: number) => `${value.toFixed(1)} %`

function HitRateCard({
  db,
  refetchInterval,
  range,
  id,
  title,
  description,
  built,
}: ReportProps & { id: string; title: string; description: string; built: typeof CACHE }) {
  const query = useQuery(sampledReportQueryOptions({ ...db, id, built, refetchInterval }))
  return (
    <ReportCard projectRef={db.projectRef} title={title} description={description} sql={built.sql} query={query}>
      {({ latest, samples }: { latest: HitRate; samples: { at: number; value: HitRate }[] }) => (
        <>
          <Figure
            value={formatRatio(latest.ratio)}
            caption={`${formatCount(latest.hits)} hits, ${formatCount(latest.reads)} reads from disk`}
          />
          {latest.ratio !== null && latest.ratio < GOOD_HIT_RATE ? (
            <Text size="xs" c="orange">
              Below 99 %: queries often read from disk. More memory (shared_buffers) or fewer scanned rows would help.
            </Text>
          ) : null}
          {latest.ratio === null ? (
            <Text size="sm" c="dimmed">
              No block has been read yet: the rate shows once queries have run.
            </Text>
          ) : null}
          <ChartSlot id={id}>
            <TimeChart
              title={`${title} over time`}
              kind="line"
              range={rangeWindow(samples, range)}
              data={samplesInRange(samples, range)
                .filter((s) => s.value.ratio !== null)
                .map((s) => ({ at: s.at, rate: Number(((s.value.ratio ?? 0) * 100).toFixed(3)) }))}
              series={[{ name: 'rate', label: 'Hit rate', color: 'blue.6' }]}
              valueFormat={percent}
              yDomain={['auto', 100]}
            />
          </ChartSlot>
        </>
      )}
    </ReportCard>
  )
}

export function CacheHitRateCard(props: ReportProps) {
  return (
    <HitRateCard
      {...props}
      id="cache-hit-rate"
      title="Cache hit rate"
      description="Share of block reads served from memory since the statistics were reset (pg_stat_database)."
      built={CACHE}
    />
  )
}

export function IndexHitRateCard(props: ReportProps) {
  return (
    <HitRateCard
      {...props}
      id="index-hit-rate"
      title="Index hit rate"
      description="Share of index block reads served from memory (pg_statio_user_indexes)."
      built={INDEX}
    />
  )
}
