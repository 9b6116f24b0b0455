import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '@/components/route-error'
import { NewOrganizationPage } from '@/features/organizations/components/new-organization-page'
import { planSearchSchema } from '@/features/new-project/plan-search'

export const Route = createFileRoute('/_app/new/')({
  validateSearch: planSearchSchema,
  component: function NewOrganizationRoute() {
    return <NewOrganizationPage initialPlan={Route.useSearch().plan} />
  },
  errorComponent: PageError,
})
