import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardOrganization } from '@/features/auth/route-guards'

export const Route = createFileRoute('/_app/org/$slug')({
  // SPEC §5: the slug must be one of the user's organizations; MFA organizations keep aal1 users on /org/{slug}.
  beforeLoad: (args) => guardOrganization(args),
  component: Outlet,
})
