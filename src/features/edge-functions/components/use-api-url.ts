import { useQuery } from '@tanstack/react-query'
import { apiUrlOf, projectSettingsQueryOptions } from '@/features/projects/api/project-settings-query'

/**
 * The project's API URL from its settings (`app_config.endpoint`, CONTRACT §13): functions answer at
 * `{apiUrl}/functions/v1/{slug}`. Hosted it is the project's own host; self-hosted nginx answers it
 * from DASHBOARD_PUBLIC_API_URL; the mock names its own runtime.
 */
export function useApiUrl(projectRef: string) {
  const settings = useQuery(projectSettingsQueryOptions(projectRef))
  return {
    apiUrl: settings.data ? apiUrlOf(settings.data) : undefined,
    problem: settings.isError ? `The project's API URL could not be read: ${settings.error.message}` : undefined,
  }
}
