import {
  Alert,
  Group,
  Loader,
  MultiSelect,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core'
import { useMemo } from 'react'
import { XYChart, type ChartSeries } from '@/components/charts'
import type { Row } from '@/features/database/api/execute-sql'
import { columnTable, type ColumnTable } from '@/lib/json/column-table'
import type { ChartConfig } from '../model/chart-config'
import { buildChartData, columnKinds, MAX_CHART_POINTS, resolveChoice } from '../model/chart-data'
import { formatCount } from '../model/cells'

const COLORS: ChartSeries['color'][] = ['teal.6', 'blue.6', 'orange.6', 'grape.6', 'red.6', 'lime.7']
const valueFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format
// For the benchmark: the chart's canvas drawn (after the answer's arrival).
const markDrawn = () => performance.mark('sql-editor:chart-drawn')
const CHART_HEIGHT = 240

interface ResultChartProps {
  columns: string[]
  rows: Row[]
  /** The rows as columns, ahead of the rows of a big result (read off the page's thread). */
  table: ColumnTable | undefined
  rowCount: number | undefined
  arriving: boolean
  config: ChartConfig
  onConfigChange: (config: ChartConfig) => void
}

/** Issue 38 item 4: the result as bars or lines, X and Y picked from its columns, kept with the snippet. */
export function ResultChart({ columns, rows, table: given, rowCount, arriving, config, onConfigChange }: ResultChartProps) {
  // A big result's columns come before its rows: the chart is drawn from them while the rows arrive.
  // Otherwise `rows` grows in place while they arrive: the chart is built once they are all there.
  const table = useMemo(() => given ?? (arriving ? undefined : columnTable(rows, columns)), [given, arriving, rows, columns])
  const kinds = useMemo(() => (table ? columnKinds(table) : {}), [table])
  const result = useMemo(() => (table ? buildChartData(table, config, MAX_CHART_POINTS, kinds) : undefined), [table, config, kinds])
  const choice = resolveChoice(columns, kinds, config)
  const numeric = columns.filter((c) => c !== choice.x && kinds[c] === 'number')
  const set = (change: Partial<ChartConfig>) => onConfigChange({ ...config, ...change })

  if (!table)
    return (
      <Group gap="xs" p="sm" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">The chart is drawn once all {rowCount === undefined ? '' : `${formatCount(rowCount)} `}rows have arrived.</Text>
      </Group>
    )
  return (
    <ScrollArea h="100%">
      <Stack gap="xs" p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            size="xs"
            label="X axis"
            data={columns}
            value={choice.x ?? null}
            allowDeselect={false}
            onChange={(x) => x && set({ x, y: config.y.filter((c) => c !== x) })}
            w={160}
          />
          <MultiSelect
            size="xs"
            label="Y axis"
            data={numeric}
            value={choice.y}
            onChange={(y) => set({ y })}
            placeholder={numeric.length ? 'Numeric columns' : 'No numeric column'}
            w={240}
            maw="100%"
          />
          <SegmentedControl
            size="xs"
            aria-label="Chart type"
            value={config.kind}
            onChange={(kind) => set({ kind: kind === 'line' ? 'line' : 'bar' })}
            data={[
              { value: 'bar', label: 'Bar' },
              { value: 'line', label: 'Line' },
            ]}
          />
          <Switch
            size="xs"
            label="Cumulative"
            checked={config.cumulative}
            onChange={(e) => set({ cumulative: e.currentTarget.checked })}
          />
          <Switch
            size="xs"
            label="Log scale"
            checked={config.log}
            onChange={(e) => set({ log: e.currentTarget.checked })}
          />
        </Group>
        {result && !result.ok ? (
          <Alert color="orange" title="This result cannot be drawn as a chart" role="status">
            {result.message}
          </Alert>
        ) : result ? (
          <>
            <XYChart
              title={`Chart of ${result.y.join(', ')} by ${result.x}`}
              xKind={result.data.xKind}
              xs={result.data.xs}
              labels={result.data.labels}
              xLabel={result.x}
              series={result.y.map((name, i) => ({ name, label: name, color: COLORS[i % COLORS.length]! }))}
              values={result.data.ys}
              kind={config.kind}
              log={config.log}
              valueFormat={valueFormat}
              height={CHART_HEIGHT}
              onDrawn={markDrawn}
            />
            {result.data.drawn < result.data.rows ? (
              <Text size="xs" c="dimmed">
                {formatCount(result.data.rows)} rows drawn as {formatCount(result.data.drawn)} points (each
                stretch&apos;s lowest and highest value of {result.y[0]}).
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </ScrollArea>
  )
}
