import { createFileRoute } from '@tanstack/react-router'
import { UnifiedLogsNotice } from '@/features/feature-previews/components/unified-logs-notice'
import { ProjectSectionPage } from '@/features/projects/components/project-section-page'

export const Route = createFileRoute('/_app/project/$ref/logs')({
  component: () => (
    <>
      <UnifiedLogsNotice />
      <ProjectSectionPage section="logs" />
    </>
  ),
})
