import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardProject } from '@/features/auth/route-guards'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'

export const Route = createFileRoute('/_app/project/$ref')({
  // SPEC §5: the ref must be one of the user's projects (or a preview branch on the hosted platform).
  beforeLoad: (args) => guardProject(args),
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(projectDetailQueryOptions(params.ref))
  },
  component: Outlet,
})
