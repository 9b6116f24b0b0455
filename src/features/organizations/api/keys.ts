export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  detail: (slug: string) => [...organizationKeys.all, slug, 'detail'] as const,
  group: (slug: string, group: string, params?: Record<string, unknown>) =>
    params ? ([...organizationKeys.all, slug, group, params] as const) : ([...organizationKeys.all, slug, group] as const),
}
