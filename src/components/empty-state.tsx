import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** An honest placeholder that says what a page is for until its content exists. */
/** `level`: 1 when the empty state is all the page has (its heading is then the page's). */
export function EmptyState({ title, children, action, level = 2 }: { title: string; children: ReactNode; action?: ReactNode; level?: 1 | 2 }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="flex-start" gap="xs">
        <Title order={level} size="h4">
          {title}
        </Title>
        <Text c="dimmed" component="div">{children}</Text>
        {action}
      </Stack>
    </Paper>
  )
}
