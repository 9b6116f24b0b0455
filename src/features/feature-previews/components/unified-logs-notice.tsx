import { Alert, Anchor, Text } from '@mantine/core'
import { useOpenFeaturePreviews } from '../open-feature-previews'
import { FEATURE_PREVIEW_KEYS } from '../previews'
import { useIsFeaturePreviewEnabled } from '../use-feature-previews'

/** On the logs page while the 'New Logs interface' preview is on. */
export function UnifiedLogsNotice() {
  const enabled = useIsFeaturePreviewEnabled(FEATURE_PREVIEW_KEYS.unifiedLogs)
  const open = useOpenFeaturePreviews()
  if (!enabled) return null
  return (
    <Alert color="brand" title="New Logs interface" mb="lg" data-testid="unified-logs-notice">
      <Text size="sm">
        You are trying the new Logs interface: the logs of every service of this project in one stream.{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => open(FEATURE_PREVIEW_KEYS.unifiedLogs)}>
          Manage this preview
        </Anchor>
      </Text>
    </Alert>
  )
}
