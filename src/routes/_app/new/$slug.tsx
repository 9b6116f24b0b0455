import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '@/components/route-error'
import { NewProjectPage } from '@/features/new-project/components/new-project-page'
import { planSearchSchema } from '@/features/new-project/plan-search'

export const Route = createFileRoute('/_app/new/$slug')({
  validateSearch: planSearchSchema,
  component: NewProjectPage,
  errorComponent: PageError,
})
