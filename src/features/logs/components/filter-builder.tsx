import { ActionIcon, Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { filterError, type LogFilter } from '../logs-sql'
import { FILTER_OPERATORS, type FilterOperator } from '../source-names'
import { logSource, type LogSourceName } from '../sources'

/** Field, operator and value from the source's schema; Run applies them (they go to the URL). */
export function FilterBuilder({
  source,
  filters,
  onRun,
}: {
  source: LogSourceName
  filters: LogFilter[]
  onRun: (filters: LogFilter[]) => void
}) {
  const [draft, setDraft] = useState<LogFilter[]>(filters)
  const fields = logSource(source).fields.filter((f) => f.path !== 'timestamp')
  const errors = draft.map((filter) => filterError(source, filter))
  const change = (index: number, patch: Partial<LogFilter>) =>
    setDraft((list) => list.map((f, i) => (i === index ? { ...f, ...patch } : f)))
  return (
    <Stack gap="xs">
      {draft.map((filter, index) => {
        const type = fields.find((f) => f.path === filter.path)?.type
        const noValue = filter.operator === 'is null' || filter.operator === 'is not null'
        return (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap" data-testid="log-filter">
            <Select
              aria-label={`Filter ${index + 1} field`}
              data={fields.map((f) => ({ value: f.path, label: `${f.path} (${f.type})` }))}
              value={filter.path}
              onChange={(path) => path && change(index, { path })}
              searchable
              allowDeselect={false}
              w={320}
            />
            <Select
              aria-label={`Filter ${index + 1} operator`}
              data={[...FILTER_OPERATORS]}
              value={filter.operator}
              onChange={(operator) => operator && change(index, { operator: operator as FilterOperator })}
              allowDeselect={false}
              w={140}
            />
            {noValue ? null : type === 'boolean' ? (
              <Select
                aria-label={`Filter ${index + 1} value`}
                data={['true', 'false']}
                value={filter.value || null}
                onChange={(value) => change(index, { value: value ?? '' })}
                w={200}
              />
            ) : (
              <TextInput
                aria-label={`Filter ${index + 1} value`}
                value={filter.value}
                onChange={(e) => change(index, { value: e.currentTarget.value })}
                error={errors[index]}
                w={240}
              />
            )}
            <ActionIcon
              variant="subtle"
              aria-label={`Remove filter ${index + 1}`}
              onClick={() => setDraft((list) => list.filter((_, i) => i !== index))}
              mt={4}
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        )
      })}
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          onClick={() =>
            setDraft((list) => [...list, { path: fields[2]?.path ?? 'event_message', operator: '=', value: '' }])
          }
        >
          Add filter
        </Button>
        <Button size="xs" onClick={() => onRun(draft)} disabled={errors.some(Boolean)}>
          Run query
        </Button>
      </Group>
    </Stack>
  )
}
