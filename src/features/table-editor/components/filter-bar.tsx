import { ActionIcon, Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { IconPlus, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import type { Column, Filter, FilterOperator } from '@/features/database'

const LABELS: Record<FilterOperator, string> = {
  eq: 'equals',
  neq: 'does not equal',
  gt: 'greater than',
  gte: 'greater than or equal',
  lt: 'less than',
  lte: 'less than or equal',
  like: 'like (case-sensitive, % any)',
  ilike: 'like (any case, % any)',
  in: 'in list (comma-separated)',
  is_null: 'is NULL',
  not_null: 'is not NULL',
}

/** The operators that make sense for a column's type. */
export function operatorsFor(column: Pick<Column, 'category' | 'is_array'>): FilterOperator[] {
  const nulls: FilterOperator[] = ['is_null', 'not_null']
  if (column.is_array) return ['like', 'ilike', ...nulls]
  switch (column.category) {
    case 'B':
      return ['eq', 'neq', ...nulls]
    case 'N':
    case 'D':
    case 'T':
      return ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', ...nulls]
    case 'S':
    case 'E':
      return ['eq', 'neq', 'like', 'ilike', 'in', ...nulls]
    default:
      return ['eq', 'neq', 'like', 'ilike', ...nulls]
  }
}

/** Filters as drafts; applying puts them in the URL, so a filtered view is a link. */
export function FilterBar({ columns, filters, onApply }: { columns: readonly Column[]; filters: Filter[]; onApply: (filters: Filter[]) => void }) {
  const [draft, setDraft] = useState<Filter[]>(filters)
  const first = columns[0]
  const update = (index: number, change: Partial<Filter>) => setDraft((all) => all.map((f, i) => (i === index ? { ...f, ...change } : f)))
  const changed = JSON.stringify(draft) !== JSON.stringify(filters)
  return (
    <Stack gap={6}>
      {draft.map((filter, index) => {
        const column = columns.find((c) => c.name === filter.column) ?? first!
        const ops = operatorsFor(column)
        return (
          <Group key={index} gap={6} wrap="nowrap">
            <Select
              size="xs"
              aria-label={`Filter ${index + 1} column`}
              data={columns.map((c) => c.name)}
              value={filter.column}
              allowDeselect={false}
              searchable
              onChange={(value) => {
                const next = columns.find((c) => c.name === value)
                if (next) update(index, { column: next.name, op: operatorsFor(next).includes(filter.op) ? filter.op : 'eq' })
              }}
            />
            <Select
              size="xs"
              aria-label={`Filter ${index + 1} operator`}
              data={ops.map((op) => ({ value: op, label: LABELS[op] }))}
              value={filter.op}
              allowDeselect={false}
              onChange={(value) => value && update(index, { op: value as FilterOperator })}
            />
            {filter.op === 'is_null' || filter.op === 'not_null' ? null : (
              <TextInput
                size="xs"
                aria-label={`Filter ${index + 1} value`}
                placeholder="Value"
                value={filter.value}
                onChange={(event) => update(index, { value: event.currentTarget.value })}
                onKeyDown={(event) => event.key === 'Enter' && onApply(draft)}
              />
            )}
            <ActionIcon variant="subtle" aria-label={`Remove filter ${index + 1}`} onClick={() => setDraft((all) => all.filter((_, i) => i !== index))}>
              <IconX size={14} />
            </ActionIcon>
          </Group>
        )
      })}
      <Group gap={6}>
        {first ? (
          <Button size="xs" variant="default" leftSection={<IconPlus size={12} />} onClick={() => setDraft((all) => [...all, { column: first.name, op: 'eq', value: '' }])}>
            Add filter
          </Button>
        ) : null}
        {changed ? (
          <Button size="xs" onClick={() => onApply(draft)}>
            Apply filters
          </Button>
        ) : null}
        {filters.length ? (
          <Button size="xs" variant="subtle" onClick={() => { setDraft([]); onApply([]) }}>
            Clear filters
          </Button>
        ) : null}
      </Group>
    </Stack>
  )
}
