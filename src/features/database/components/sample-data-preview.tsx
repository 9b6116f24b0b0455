import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

export const SAMPLE_DATA_LABEL = 'Sample data'

/**
 * What a page shows once the extension it needs exists, filled with made-up rows: marked "Sample data",
 * and inert (nothing in it can be focused, clicked or changed), so it is never taken for the database's
 * own content.
 */
export function SampleDataPreview({ extension, children }: { extension: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="region"
      aria-label={`Preview with sample data: the page with ${extension}`}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Badge color="gray" variant="outline">
            {SAMPLE_DATA_LABEL}
          </Badge>
          <Text size="sm" c="dimmed">
            Preview: what this page shows once {extension} is enabled. None of it comes from your database, and nothing
            here can be changed.
          </Text>
        </Group>
        <div inert>{children}</div>
      </Stack>
    </Paper>
  )
}
