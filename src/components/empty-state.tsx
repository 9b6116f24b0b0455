import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** An honest placeholder that says what a page is for until its content exists. */
export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="flex-start" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
        {action}
      </Stack>
    </Paper>
  )
}
