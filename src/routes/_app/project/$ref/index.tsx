import { createFileRoute } from '@tanstack/react-router'
import { ProjectHomePage } from '@/features/project-home/components/project-home-page'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/')({
  component: function ProjectHomeRoute() {
    return <ProjectHomePage projectRef={Route.useParams().ref} capabilities={{ serviceHealth: getConfig().platform }} />
  },
})
