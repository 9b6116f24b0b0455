import { createFileRoute } from '@tanstack/react-router'
import { OrganizationPage } from '@/features/organizations/components/organization-page'

export const Route = createFileRoute('/_app/org/$slug/')({
  component: OrganizationPage,
})
