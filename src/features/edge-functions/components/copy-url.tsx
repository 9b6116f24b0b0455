import { Group, Skeleton, Text } from '@mantine/core'
import { CopyButton } from '@/components/copy-button'

/** A function's URL with a copy button; while the project's API URL loads, a placeholder; the reason when it cannot. */
export function CopyUrl({ url, problem, whole = false }: { url: string | undefined; problem?: string | undefined; whole?: boolean }) {
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
      <Text size="sm" ff="monospace" title={url} data-testid="function-url" {...(whole ? { style: { overflowWrap: 'anywhere', minWidth: 0 } } : { truncate: 'end', maw: 360 })}>
        {url}
      </Text>
      <CopyButton value={url} label={`URL ${url}`} />
    </Group>
  )
}
