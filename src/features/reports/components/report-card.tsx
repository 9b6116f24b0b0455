import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { ButtonLink } from '@/components/links'
import { QueryError } from '@/features/database'

interface ReportCardProps<T> {
  projectRef: string
  title: string
  description: string
  /** The report's SQL, opened in the SQL editor for the user to read and run. */
  sql?: string
  /** Instead of 'Open in SQL editor' (the API report opens its SQL in the Logs explorer). */
  action?: ReactNode
  /** Where the figures come from, for the error title (default: 'on this database'). */
  source?: string
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}

/** One report: its title, its SQL one click away, and its loading, error and loaded states. */
export function ReportCard<T>({
  projectRef,
  title,
  description,
  sql,
  action,
  source = 'on this database',
  query,
  children,
}: ReportCardProps<T>) {
  const titleId = useId()
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} style={{ minWidth: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ flex: 1, minWidth: 180 }}>
            <Title order={2} size="h5" id={titleId}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          </Stack>
          {action ?? (sql === undefined ? null : <SqlLink projectRef={projectRef} sql={sql} what={title} />)}
        </Group>
        {query.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={`Loading ${title}`}>
            <Skeleton h={28} w="40%" />
            <Skeleton h={160} />
          </Stack>
        ) : query.isError ? (
          <QueryError error={query.error} title={`${title} could not be read ${source}`} />
        ) : (
          children(query.data)
        )}
      </Stack>
    </Paper>
  )
}

/** 'Open in SQL editor' with the report it belongs to in its accessible name. */
export function SqlLink({ projectRef, sql, what }: { projectRef: string; sql: string; what: string }) {
  return (
    <ButtonLink
      size="compact-xs"
      variant="default"
      leftSection={<IconExternalLink size={12} />}
      to="/project/$ref/sql/$id"
      params={{ ref: projectRef, id: 'new' }}
      search={{ snippet: sql.trim() }}
      aria-label={`Open in SQL editor: ${what}`}
    >
      Open in SQL editor
    </ButtonLink>
  )
}

/** The big figure of a report with its caption. */
export function Figure({ value, caption }: { value: string; caption?: ReactNode }) {
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text fz={26} fw={600} lh={1.2}>
        {value}
      </Text>
      {caption ? (
        <Text size="sm" c="dimmed">
          {caption}
        </Text>
      ) : null}
    </Group>
  )
}

/** A chart's place in a card, marked for tests and the bench (the chart names itself). */
export function ChartSlot({ id, children }: { id: string; children: ReactNode }) {
  return <div data-report-chart={id}>{children}</div>
}
