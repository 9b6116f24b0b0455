import { createFileRoute } from '@tanstack/react-router'
import { ProjectSectionPage } from '@/features/projects/components/project-section-page'

export const Route = createFileRoute('/_app/project/$ref/api/graphiql')({
  component: () => <ProjectSectionPage section="api-graphiql" />,
})
