import { createFileRoute } from '@tanstack/react-router'
import { NewProjectPage } from '@/features/new-project/components/new-project-page'

export const Route = createFileRoute('/_app/new/$slug')({
  component: NewProjectPage,
})
