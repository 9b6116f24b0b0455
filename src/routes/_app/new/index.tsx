import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '@/components/route-error'
import { ChooseOrganizationPage } from '@/features/new-project/components/choose-organization-page'
import { planSearchSchema } from '@/features/new-project/plan-search'

export const Route = createFileRoute('/_app/new/')({
  validateSearch: planSearchSchema,
  component: ChooseOrganizationPage,
  errorComponent: PageError,
})
