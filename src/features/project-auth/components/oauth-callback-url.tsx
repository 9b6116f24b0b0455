import { Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { CopyField } from '@/features/projects'
import { apiUrlOf, projectSettingsQueryOptions } from '@/features/projects/api/project-settings-query'

/** Where the provider sends users back: the project's API URL + /auth/v1/callback, to register with the provider. */
export function OAuthCallbackUrl({ projectRef, provider }: { projectRef: string; provider: string }) {
  const settings = useQuery(projectSettingsQueryOptions(projectRef))
  if (settings.data)
    return <CopyField label={`${provider} callback URL`} value={`${apiUrlOf(settings.data).replace(/\/+$/, '')}/auth/v1/callback`} />
  return (
    <Text size="sm" c="dimmed">
      {settings.error ? 'The callback URL is unknown: the project’s API URL could not be read.' : 'Loading the callback URL…'}
    </Text>
  )
}
