import { createFileRoute } from '@tanstack/react-router'
import { OrganizationsPage } from '@/features/organizations/components/organizations-page'

export const Route = createFileRoute('/_app/organizations')({
  component: OrganizationsPage,
})
