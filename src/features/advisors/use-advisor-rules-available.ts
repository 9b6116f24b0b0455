import { FEATURE_PREVIEW_KEYS } from '@/features/feature-previews'
import { useIsFeaturePreviewEnabled } from '@/features/feature-previews'
import { getConfig } from '@/lib/config/config'

/**
 * Whether advisor rules can be edited: on the hosted platform once the 'Disable Advisor rules'
 * preview is on (SPEC §2, §4); self-hosted, where that platform-only preview is hidden, always.
 */
export function useAdvisorRulesAvailable() {
  const previewOn = useIsFeaturePreviewEnabled(FEATURE_PREVIEW_KEYS.advisorRules)
  return !getConfig().platform || previewOn
}
