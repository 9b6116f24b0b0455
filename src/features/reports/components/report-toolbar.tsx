import { Button, Group, Loader, SegmentedControl, Select, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { reportKeys } from '../api/keys'
import { REFRESH_INTERVALS, TIME_RANGES, type RefreshInterval, type TimeRange } from '../samples'

interface ReportToolbarProps {
  projectRef: string
  range: TimeRange
  refresh: RefreshInterval
  tabVisible: boolean
  onChange: (next: { range?: TimeRange; refresh?: RefreshInterval }) => void
}

const RANGE_OPTIONS = TIME_RANGES.map(({ value, label }) => ({ value, label }))

/** The time range of the over-time charts, the auto-refresh interval with its state, and Refresh now. */
export function ReportToolbar({ projectRef, range, refresh, tabVisible, onChange }: ReportToolbarProps) {
  const interval = REFRESH_INTERVALS.find((candidate) => candidate.value === refresh)!
  const status =
    interval.ms === 0
      ? 'Auto-refresh is off.'
      : tabVisible
        ? `Refreshing every ${interval.label}.`
        : 'Auto-refresh is paused while the tab is hidden.'
  return (
    <Group gap="sm" wrap="wrap" align="flex-end" maw="100%" miw={0}>
      {/* Six ranges are wider than a phone: there, one list that shows them all when opened. */}
      <SegmentedControl
        aria-label="Time range"
        visibleFrom="sm"
        size="xs"
        value={range}
        onChange={(value) => onChange({ range: value as TimeRange })}
        data={RANGE_OPTIONS}
      />
      <Select
        label="Time range"
        hiddenFrom="sm"
        size="xs"
        w={110}
        value={range}
        allowDeselect={false}
        onChange={(value) => onChange({ range: (value ?? range) as TimeRange })}
        data={RANGE_OPTIONS}
      />
      <Select
        label="Auto-refresh"
        size="xs"
        w={110}
        value={refresh}
        allowDeselect={false}
        onChange={(value) => onChange({ refresh: (value ?? refresh) as RefreshInterval })}
        data={REFRESH_INTERVALS.map(({ value, label }) => ({ value, label }))}
      />
      <RefreshNowButton projectRef={projectRef} />
      <Text size="xs" c="dimmed" role="status" data-testid="refresh-status">
        {status}
      </Text>
    </Group>
  )
}

/** On its own: the count of running reads changes with each answer, and only this button shows it. */
function RefreshNowButton({ projectRef }: { projectRef: string }) {
  const queryClient = useQueryClient()
  const fetching = useIsFetching({ queryKey: reportKeys.all(projectRef) }) > 0
  // Its own loader rather than the button's `loading`, which fades its loader out over 150 ms after the
  // reads have answered: the page looked busy that long after its figures were all shown.
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={fetching ? <Loader size={14} aria-hidden="true" /> : <IconRefresh size={14} aria-hidden="true" />}
      disabled={fetching}
      aria-busy={fetching}
      onClick={() => void queryClient.refetchQueries({ queryKey: reportKeys.all(projectRef) })}
    >
      Refresh now
    </Button>
  )
}
