import { ActionIcon, CopyButton, Group, Skeleton, Text, Tooltip } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'

/** A function's URL with a copy button; while the project's API URL loads, a placeholder; the reason when it cannot. */
export function CopyUrl({ url, problem }: { url: string | undefined; problem?: string | undefined }) {
  if (!url)
    return problem ? (
      <Text size="sm" c="dimmed">
        {problem}
      </Text>
    ) : (
      <Skeleton height={16} width={240} aria-label="Loading the function's URL" />
    )
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace" truncate="end" maw={360} title={url}>
        {url}
      </Text>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy URL'}>
            <ActionIcon variant="subtle" onClick={copy} aria-label={copied ? 'URL copied' : `Copy URL ${url}`}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  )
}
