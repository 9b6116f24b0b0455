import { Group, Skeleton, Text } from '@mantine/core'
import { CopyButton } from '@/components/copy-button'

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
      <CopyButton value={url} label={`URL ${url}`} />
    </Group>
  )
}
