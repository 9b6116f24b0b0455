import { useProfileQuery } from '@/features/profile/api/profile-query'
import { getConfig } from '@/lib/config/config'
import { isFeatureEnabled, type FeatureKey } from './disabled-features'

/** Whether a feature is on for this user and deployment; on while the profile loads. */
export function useIsFeatureEnabled(key: FeatureKey) {
  const { data: profile } = useProfileQuery()
  return isFeatureEnabled(key, { profileDisabled: profile?.disabled_features, config: getConfig() })
}
