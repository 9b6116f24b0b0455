import { Button, Group, Loader, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Filter, TableDetail } from '@/features/database'
import { isDefaultRole, roleLabel, type RoleChoice } from '@/features/database'
import { EXACT_COUNT_LIMIT, estimateQueryOptions, exactCountQueryOptions } from '../api/count-query'
import type { DatabaseTarget } from '../api/run-sql'
import { formatCount } from '../format'

/** The view's row count: exact under 50,000 estimated rows, else the estimate with a button for count(*). */
export function useRowCount(target: DatabaseTarget, table: TableDetail, filters: Filter[]) {
  const [asked, setAsked] = useState(false)
  const estimate = useQuery(estimateQueryOptions(target, table, filters))
  const small = estimate.data !== undefined && estimate.data < EXACT_COUNT_LIMIT
  const exact = useQuery(exactCountQueryOptions(target, table, filters, small || asked))
  return { estimate: estimate.data, exact: exact.data, counting: exact.isFetching, error: exact.error, ask: () => setAsked(true) }
}

export function RowCount({ count, role }: { count: ReturnType<typeof useRowCount>; role?: RoleChoice | undefined }) {
  // Said with the figure while the rows are read as a role (CONTRACT §15): what that role may see.
  const asRole = isDefaultRole(role) ? '' : ` visible to ${roleLabel(role!)}`
  if (count.exact !== undefined)
    return (
      <Text size="sm" role="status">
        {formatCount(count.exact)} {count.exact === 1 ? 'row' : 'rows'}
        {asRole}
      </Text>
    )
  if (count.counting)
    return (
      <Group gap={4}>
        <Loader size="xs" />
        <Text size="sm">Counting rows…</Text>
      </Group>
    )
  if (count.estimate === undefined) return null
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" role="status">
        ~{formatCount(count.estimate)} rows (estimated){asRole}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={count.ask}>
        Count exactly
      </Button>
      {count.error ? <Text size="xs" c="red">{count.error.message}</Text> : null}
    </Group>
  )
}
