import { createFileRoute, Outlet } from '@tanstack/react-router'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'

export const Route = createFileRoute('/_app/project/$ref')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(projectDetailQueryOptions(params.ref))
  },
  component: Outlet,
})
