import { isDefaultRole, roleLabel, type RoleChoice } from '@/features/database'
import { Button, Center, Group, Loader, Menu, SegmentedControl, Stack, Text } from '@mantine/core'
import { IconCopy, IconDownload } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import type { Row } from '@/features/database/api/execute-sql'
import type { ColumnTable } from '@/lib/json/column-table'
import { toast } from '@/lib/notify'
import { cellCopyText, formatCount } from '../model/cells'
import type { ChartConfig } from '../model/chart-config'
import { download, rowToTsv, toCsv, toJson, toMarkdown } from '../model/export'
import { CellViewer } from './cell-viewer'
import { LazyResultChart } from './load-result-chart'
import { ResultsGrid, type ActiveCell } from './results-grid'

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(`${what} copied to the clipboard.`)
  } catch {
    toast.error('The browser did not allow copying to the clipboard.')
  }
}

interface ResultsViewProps {
  rows: Row[]
  /** All the result's rows, `rows` being only the first ones while the others arrive (undefined: not yet counted). */
  rowCount: number | undefined
  arriving: boolean
  columns: string[]
  /** The rows as columns, ahead of the rows (a big result shown as a chart). */
  table: ColumnTable | undefined
  durationMs: number
  limit: number | undefined
  receivedAt: number
  /** The role the rows were read as (CONTRACT §15): said beside the count when it is not the default. */
  role?: RoleChoice | undefined
  /** The snippet's chart choice: grid or chart, and how the chart is drawn (issue 38 item 4). */
  chart: ChartConfig
  onChartChange: (chart: ChartConfig) => void
}

/** Rows of a successful run: counts, limit note, exports, the grid and its cell viewer. */
export function ResultsView({ rows, rowCount, arriving, columns, table, durationMs, limit, receivedAt, role, chart, onChartChange }: ResultsViewProps) {
  const asRole = isDefaultRole(role) ? '' : ` · as ${roleLabel(role!)}`
  const [active, setActive] = useState<ActiveCell | null>(null)
  const [open, setOpen] = useState<ActiveCell | null>(null)
  useEffect(() => {
    // For the benchmark: from the answer's arrival to the first rows painted.
    requestAnimationFrame(() => performance.mark('sql-editor:rows-painted', { detail: { receivedAt } }))
  }, [receivedAt])
  const cellOf = (cell: ActiveCell) => rows[cell.row]?.[columns[cell.col]!]
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')

  if (rowCount === 0) {
    return (
      <Text size="sm" p="sm" c="dimmed" role="status">
        Success. No rows returned. · {durationMs} ms{asRole}
      </Text>
    )
  }
  return (
    <Stack gap={0} h="100%">
      <Group justify="space-between" px="sm" py={4} gap={4} wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="sm" wrap="nowrap">
          <Text size="xs" role="status">
            {rowCount === undefined ? 'Reading rows…' : `${formatCount(rowCount)} ${rowCount === 1 ? 'row' : 'rows'}`} · {durationMs} ms{asRole}
          </Text>
          {limit !== undefined ? (
            <Text size="xs" c="orange" data-testid="limit-note">
              Limited to {limit} rows: a limit was added to the query. Choose No limit to see every row.
            </Text>
          ) : null}
        </Group>
        <Group gap={4} wrap="wrap">
          <SegmentedControl
            size="xs"
            aria-label="Show the result as"
            value={chart.view}
            onChange={(view) => onChartChange({ ...chart, view: view === 'chart' ? 'chart' : 'grid' })}
            data={[
              { value: 'grid', label: 'Grid' },
              { value: 'chart', label: 'Chart' },
            ]}
          />
          <Button size="compact-xs" variant="subtle" disabled={!active} onClick={() => active && void copy(cellCopyText(cellOf(active)), 'Cell')}>
            Copy cell
          </Button>
          <Button size="compact-xs" variant="subtle" disabled={!active} onClick={() => active && void copy(rowToTsv(columns, rows[active.row]!), 'Row')}>
            Copy row
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              {/* The export waits for the last rows of a big result (a fraction of a second). */}
              <Button size="compact-xs" variant="light" leftSection={<IconDownload size={12} />} disabled={arriving}>
                Export
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void toCsv(columns, rows).then((csv) => download(`query-results-${stamp}.csv`, csv, 'text/csv;charset=utf-8'))}>
                Download CSV
              </Menu.Item>
              <Menu.Item onClick={() => download(`query-results-${stamp}.json`, toJson(rows), 'application/json')}>
                Download JSON
              </Menu.Item>
              <Menu.Item leftSection={<IconCopy size={12} />} onClick={() => void copy(toMarkdown(columns, rows), 'Markdown table')}>
                Copy as Markdown
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        {chart.view === 'chart' ? (
          <LazyResultChart
            columns={columns}
            rows={rows}
            table={table}
            rowCount={rowCount}
            arriving={arriving}
            config={chart}
            onConfigChange={onChartChange}
            fallback={
              <Center h="100%">
                <Loader size="sm" aria-label="Loading the chart" />
              </Center>
            }
          />
        ) : (
          <ResultsGrid
            columns={columns}
            rows={rows}
            active={active}
            onActiveChange={setActive}
            onOpenCell={setOpen}
            onCopyCell={(cell) => void copy(cellCopyText(cellOf(cell)), 'Cell')}
          />
        )}
      </div>
      <CellViewer
        column={open ? columns[open.col]! : null}
        value={open ? cellOf(open) : null}
        onClose={() => setOpen(null)}
        onCopy={(text) => void copy(text, 'Value')}
      />
    </Stack>
  )
}
