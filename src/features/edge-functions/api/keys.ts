export const functionKeys = {
  all: (ref: string) => ['edge-functions', ref] as const,
  list: (ref: string, source = 'platform') => [...functionKeys.all(ref), 'list', source] as const,
  detail: (ref: string, slug: string) => [...functionKeys.all(ref), 'function', slug] as const,
  source: (ref: string, slug: string, source: string) => [...functionKeys.detail(ref, slug), source] as const,
  body: (ref: string, slug: string, source = 'platform') =>
    [...functionKeys.detail(ref, slug), 'body', source] as const,
  allLogs: (ref: string, slug: string) => [...functionKeys.detail(ref, slug), 'logs'] as const,
  logs: (ref: string, slug: string, params: object) => [...functionKeys.allLogs(ref, slug), params] as const,
  draft: (ref: string, slug: string) => [...functionKeys.detail(ref, slug), 'draft'] as const,
  secrets: (ref: string) => [...functionKeys.all(ref), 'secrets'] as const,
  apiKeys: (ref: string) => [...functionKeys.all(ref), 'api-keys'] as const,
}
