import { Badge, Switch, Tooltip } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useReadOnly, useReadOnlyStore } from '../read-only-store'
import classes from './read-only-switch.module.css'

const FORCED_REASON = 'This dashboard is read-only for every project (DASHBOARD_READ_ONLY): Postgres refuses every write it sends.'
const SWITCH_HINT = 'While on, Postgres refuses every write this dashboard sends to this project (set local transaction_read_only = on).'

/** The header's read-only switch of a project (CONTRACT §17); a badge without switch when the server forces it. */
export function ReadOnlySwitch({ projectRef }: { projectRef: string }) {
  const { readOnly, forced } = useReadOnly(projectRef)
  const setReadOnly = useReadOnlyStore((state) => state.setReadOnly)
  if (forced)
    return (
      <Tooltip label={FORCED_REASON} multiline w={280}>
        <Badge color="orange" variant="light" leftSection={<IconLock size={12} aria-hidden />} tabIndex={0}>
          Read-only
        </Badge>
      </Tooltip>
    )
  return (
    <Tooltip label={SWITCH_HINT} multiline w={280}>
      <Switch
        size="sm"
        color="orange"
        label={<span className={classes.label}>Read-only</span>}
        checked={readOnly}
        thumbIcon={readOnly ? <IconLock size={10} aria-hidden /> : undefined}
        onChange={(event) => setReadOnly(projectRef, event.currentTarget.checked)}
        styles={{ label: { whiteSpace: 'nowrap' } }}
      />
    </Tooltip>
  )
}
