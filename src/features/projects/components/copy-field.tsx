import { Code, Group, Stack, Text } from '@mantine/core'
import { CopyButton } from '@/components/copy-button'

/** A labelled value in monospace with its copy button (named "Copy {label}" for screen readers). */
export function CopyField({ label, value, testId, masked }: { label: string; value: string; testId?: string; masked?: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <Code block style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid={testId}>
          {masked ?? value}
        </Code>
        <CopyButton value={value} label={label} />
      </Group>
    </Stack>
  )
}
