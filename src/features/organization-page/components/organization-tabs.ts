/** The tabs of the organization page, kept in ?tab= (a tiny module so the route file stays light). */
export const ORGANIZATION_TABS = ['projects', 'members', 'settings'] as const
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number]
