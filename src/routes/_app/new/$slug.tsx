import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '@/components/route-error'
import { guardNewProject } from '@/features/access/route-guards'
import { NewProjectPage } from '@/features/new-project/components/new-project-page'
import { planSearchSchema } from '@/features/new-project/plan-search'

export const Route = createFileRoute('/_app/new/$slug')({
  validateSearch: planSearchSchema,
  // SPEC §5: an organization that requires MFA keeps aal1 users on /org/{slug} (issue 11 item 6).
  beforeLoad: (args) => guardNewProject(args),
  component: NewProjectPage,
  errorComponent: PageError,
})
