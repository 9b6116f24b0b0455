import { Button, Group, Popover, Select, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { resolveTimeRange, TIME_PRESETS, type TimeRangeSearch } from '../time-range'

const toLocalInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000)
  return d.toISOString().slice(0, 16)
}

/** Presets, or a custom start and end; both go to the URL. */
export function TimeRangeControl({
  value,
  onChange,
}: {
  value: TimeRangeSearch
  onChange: (next: TimeRangeSearch) => void
}) {
  const [open, setOpen] = useState(false)
  const current = resolveTimeRange(value)
  const [start, setStart] = useState(toLocalInput(current.start))
  const [end, setEnd] = useState(toLocalInput(current.end))
  const invalid = !(Date.parse(start) < Date.parse(end))
  return (
    <Group gap="xs">
      <Select
        aria-label="Time range"
        data={[
          ...TIME_PRESETS.map((p) => ({ value: p.value, label: p.label })),
          { value: 'custom', label: 'Custom range' },
        ]}
        value={value.range}
        onChange={(range) => {
          if (range === 'custom') setOpen(true)
          else if (range) onChange({ range: range as TimeRangeSearch['range'], start: undefined, end: undefined })
        }}
        allowDeselect={false}
        w={180}
      />
      <Popover opened={open} onChange={setOpen} position="bottom-start" trapFocus>
        <Popover.Target>
          <Button variant="default" size="sm" onClick={() => setOpen((o) => !o)}>
            Custom…
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <TextInput
              type="datetime-local"
              label="From"
              value={start}
              onChange={(e) => setStart(e.currentTarget.value)}
            />
            <TextInput
              type="datetime-local"
              label="To"
              value={end}
              onChange={(e) => setEnd(e.currentTarget.value)}
              error={invalid ? 'The end must be after the start' : null}
            />
            <Button
              size="xs"
              disabled={invalid}
              onClick={() => {
                onChange({ range: 'custom', start: new Date(start).toISOString(), end: new Date(end).toISOString() })
                setOpen(false)
              }}
            >
              Apply range
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  )
}
