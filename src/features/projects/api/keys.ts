export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (ref: string) => [...projectKeys.all, ref, 'detail'] as const,
  settings: (ref: string) => [...projectKeys.all, ref, 'settings'] as const,
  serviceHealth: (ref: string) => [...projectKeys.all, ref, 'service-health'] as const,
  health: (ref: string) => [...projectKeys.all, ref, 'health'] as const,
}
