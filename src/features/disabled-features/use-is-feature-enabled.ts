import { useMemo } from 'react'
import { useProfileQuery } from '@/features/profile/api/profile-query'
import { getConfig } from '@/lib/config/config'
import { disabledSectionIds, isFeatureEnabled, type FeatureKey } from './disabled-features'

/** Whether a feature is on for this user and deployment; on while the profile loads. */
export function useIsFeatureEnabled(key: FeatureKey) {
  const { data: profile } = useProfileQuery()
  return isFeatureEnabled(key, { profileDisabled: profile?.disabled_features, config: getConfig() })
}

/** The project sections whose feature is switched off (left out of every navigation); none while the profile loads. */
export function useDisabledSectionIds(): ReadonlySet<string> {
  const profileDisabled = useProfileQuery().data?.disabled_features
  return useMemo(() => disabledSectionIds({ profileDisabled, config: getConfig() }), [profileDisabled])
}
