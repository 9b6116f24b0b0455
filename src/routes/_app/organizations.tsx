import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '@/components/route-error'
import { z } from 'zod/mini'
import { OrganizationsPage } from '@/features/organizations/components/organizations-page'

export const Route = createFileRoute('/_app/organizations')({
  // Set by the organization guard: /organizations?error=org_not_found&org={slug} (SPEC §2).
  validateSearch: z.object({
    error: z.catch(z.optional(z.literal('org_not_found')), undefined),
    org: z.catch(z.optional(z.string()), undefined),
  }),
  component: OrganizationsPage,
  errorComponent: PageError,
})
