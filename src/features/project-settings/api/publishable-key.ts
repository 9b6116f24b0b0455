import { useQuery } from '@tanstack/react-query'
import { projectSettingsQueryOptions, publishableKey } from '@/features/projects/api/project-settings-query'
import { getConfig } from '@/lib/config/config'
import { apiKeysQueryOptions, type ApiKey } from './api-keys'

/** The key the API keys page lists first among the publishable keys (the default one when there is one). */
const publishableKeyOf = (keys: readonly ApiKey[]) => {
  const publishable = keys.filter((key) => key.type === 'publishable')
  return (publishable.find((key) => key.name === 'default') ?? publishable[0])?.api_key
}

/**
 * The project's one publishable key, for Connect and the API docs. On the platform it comes from the
 * API keys list, as on the API keys page (publishable keys are never masked); self-hosted (no keys API,
 * CONTRACT §13) and if that list cannot be read, from the settings' anon key.
 */
export function usePublishableKey(ref: string): { key: string | undefined; isPending: boolean } {
  const platform = getConfig().platform
  const keys = useQuery({ ...apiKeysQueryOptions(ref), enabled: platform })
  const settings = useQuery(projectSettingsQueryOptions(ref))
  if (platform && !keys.isError) return { key: keys.data && publishableKeyOf(keys.data), isPending: keys.isPending }
  return { key: settings.data && publishableKey(settings.data), isPending: settings.isPending }
}
