import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core'
import { COPIED_LABEL_MS } from '@/lib/ui-constants'

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
        <CopyButton value={value} timeout={COPIED_LABEL_MS}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
              <ActionIcon variant="default" size="lg" onClick={copy} aria-label={copied ? `Copied ${label}` : `Copy ${label}`}>
                <span aria-hidden style={{ fontSize: 12 }}>
                  {copied ? '✓' : '⧉'}
                </span>
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  )
}
