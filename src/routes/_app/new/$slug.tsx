import { createFileRoute } from '@tanstack/react-router'
import { NewProjectPage } from '@/features/new-project/components/new-project-page'
import { planSearchSchema } from '@/features/new-project/plan-search'

export const Route = createFileRoute('/_app/new/$slug')({
  validateSearch: planSearchSchema,
  component: NewProjectPage,
})
