import { Stack, Text } from '@mantine/core'
import { ConnectGithubButton } from '@/features/code-hosting'
import { FEATURE_PREVIEW_KEYS } from '../previews'

/** What a preview needs besides its switch: branching works from a connected GitHub repository. */
export function PreviewExtras({ previewKey, enabled }: { previewKey: string; enabled: boolean }) {
  if (previewKey !== FEATURE_PREVIEW_KEYS.branching || !enabled) return null
  return (
    <Stack gap="xs" mt="sm">
      <Text size="sm" c="dimmed">
        Branches are created from pull requests of a connected GitHub repository.
      </Text>
      <ConnectGithubButton />
    </Stack>
  )
}
