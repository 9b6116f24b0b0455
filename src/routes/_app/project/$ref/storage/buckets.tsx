import { createFileRoute } from '@tanstack/react-router'
import { ProjectSectionPage } from '@/features/projects/components/project-section-page'

export const Route = createFileRoute('/_app/project/$ref/storage/buckets')({
  component: () => <ProjectSectionPage section="storage-buckets" />,
})
