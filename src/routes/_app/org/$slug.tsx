import { createFileRoute, Outlet } from '@tanstack/react-router'
import { LayoutNotFound } from '@/components/layout-not-found'
import { OrganizationError } from '@/components/route-error'
import { guardOrganization } from '@/features/access/route-guards'
import { ORGANIZATION_NOT_FOUND_MESSAGE } from '@/features/access/access-rules'

export const Route = createFileRoute('/_app/org/$slug')({
  // SPEC §5: the slug must be one of the user's organizations; MFA organizations keep aal1 users on /org/{slug}.
  beforeLoad: (args) => guardOrganization(args),
  component: Outlet,
  errorComponent: OrganizationError,
  notFoundComponent: () => <LayoutNotFound title="Organization not found" message={ORGANIZATION_NOT_FOUND_MESSAGE} />,
})
