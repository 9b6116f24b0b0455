export const projectSettingsKeys = {
  all: (ref: string) => ['project-settings', ref] as const,
  apiKeys: (ref: string) => [...projectSettingsKeys.all(ref), 'api-keys'] as const,
  revealedApiKeys: (ref: string) => [...projectSettingsKeys.apiKeys(ref), 'revealed'] as const,
}
