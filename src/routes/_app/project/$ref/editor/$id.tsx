import { createFileRoute } from '@tanstack/react-router'
import { recordLastVisitedTable } from '@/features/history/last-visited'
import { ProjectSectionPage } from '@/features/projects/components/project-section-page'

export const Route = createFileRoute('/_app/project/$ref/editor/$id')({
  loader: ({ params, preload }) => {
    // SPEC §4 Last visited: a real visit (not a hover preload) records the table.
    if (!preload) recordLastVisitedTable(params.ref, params.id)
  },
  component: () => <ProjectSectionPage section="editor" />,
})
