import { createFileRoute } from '@tanstack/react-router'
import { ProjectOverviewPage } from '@/features/projects/components/project-overview-page'

export const Route = createFileRoute('/_app/project/$ref/')({
  component: function ProjectOverviewRoute() {
    return <ProjectOverviewPage projectRef={Route.useParams().ref} />
  },
})
