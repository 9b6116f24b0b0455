import { createFileRoute } from '@tanstack/react-router'
import { ProjectHomePage } from '@/features/project-home/components/project-home-page'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/')({
  // Service health and recent activity start with the navigation, not after the detail (issue 26 item 5).
  loader: ({ context: { queryClient }, params }) =>
    void import('@/features/project-home/prefetch')
      .then((m) => m.prefetchProjectHome(queryClient, params.ref, { serviceHealth: getConfig().platform }))
      .catch(() => undefined),
  component: function ProjectHomeRoute() {
    return <ProjectHomePage projectRef={Route.useParams().ref} capabilities={{ serviceHealth: getConfig().platform }} />
  },
})
