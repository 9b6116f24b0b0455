import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'

/** A value shown as text (selectable, wraps on a phone) with a button that copies it. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Code block style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={label}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
            <ActionIcon variant="default" size="lg" onClick={copy} aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}>
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  )
}
