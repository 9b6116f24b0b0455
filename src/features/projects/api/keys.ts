export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (ref: string) => [...projectKeys.all, ref, 'detail'] as const,
}
