/** One key factory for the organizations domain: tuples from general to specific (`['organizations', slug, ...]`). */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  /** Everything of one organization: its detail and every data group. */
  organization: (slug: string) => [...organizationKeys.all, slug] as const,
  detail: (slug: string) => [...organizationKeys.all, slug, 'detail'] as const,
  members: (slug: string) => [...organizationKeys.all, slug, 'members'] as const,
  invitations: (slug: string) => [...organizationKeys.all, slug, 'members', { invitations: true }] as const,
  roles: (slug: string) => [...organizationKeys.all, slug, 'roles'] as const,
  mfaEnforcement: (slug: string) => [...organizationKeys.all, slug, 'mfa'] as const,
}
