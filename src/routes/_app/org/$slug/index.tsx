import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { OrganizationPage } from '@/features/organization-page/components/organization-page'
import { ORGANIZATION_TABS } from '@/features/organization-page/components/organization-tabs'

export const Route = createFileRoute('/_app/org/$slug/')({
  validateSearch: z.object({ tab: z.catch(z.optional(z.enum(ORGANIZATION_TABS)), undefined) }),
  component: OrganizationPage,
})
