import { useQuery } from '@tanstack/react-query'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { PermissionAction, PermissionResource, useCheckPermission } from '@/features/permissions'
import { getConfig } from '@/lib/config/config'
import { useAiOptInMutation } from '../api/ai-opt-in-mutation'
import { configAiOptIn, DEFAULT_AI_OPT_IN, toAiOptIn, type AiOptInKey } from './opt-in'

export type AiOptInSource = 'organization' | 'config'

/**
 * The organization's AI opt-in (issue 11 item 3): its `opt_in_tags` on the hosted platform, changed by
 * members allowed to update the organization; self-hosted, the operator's `aiOptIn` from config.json.
 */
export function useAiOptIn(organizationSlug: string | undefined) {
  const { platform, aiOptIn } = getConfig()
  const organization = useQuery({
    ...organizationsQueryOptions(),
    select: (organizations) => organizations.find((o) => o.slug === organizationSlug),
    enabled: platform && organizationSlug !== undefined,
  }).data
  const permission = useCheckPermission(PermissionAction.UPDATE, PermissionResource.ORGANIZATIONS, undefined, {
    organizationSlug,
  })
  const mutation = useAiOptInMutation()
  const tags = organization?.opt_in_tags
  const keys: AiOptInKey[] = platform
    ? Array.isArray(tags)
      ? toAiOptIn(tags)
      : [...DEFAULT_AI_OPT_IN]
    : configAiOptIn(aiOptIn)
  const canChange = platform && organizationSlug !== undefined && permission.can
  const setKeys = (next: readonly AiOptInKey[]) => {
    if (canChange && organizationSlug) mutation.mutate({ slug: organizationSlug, keys: toAiOptIn(next) })
  }
  return {
    keys,
    setKeys,
    canChange,
    source: (platform ? 'organization' : 'config') as AiOptInSource,
    saving: mutation.isPending,
    error: mutation.error?.message,
  }
}
