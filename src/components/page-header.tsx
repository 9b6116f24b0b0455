import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </div>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  )
}
