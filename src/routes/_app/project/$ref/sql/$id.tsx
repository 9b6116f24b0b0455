import { createFileRoute } from '@tanstack/react-router'
import { recordLastVisitedSnippet } from '@/features/history/last-visited'
import { ProjectSectionPage } from '@/features/projects/components/project-section-page'

export const Route = createFileRoute('/_app/project/$ref/sql/$id')({
  loader: ({ params, preload }) => {
    // SPEC §4 Last visited: a real visit (not a hover preload) records the snippet; 'new' is not recorded.
    if (!preload) recordLastVisitedSnippet(params.ref, params.id)
  },
  component: () => <ProjectSectionPage section="sql" />,
})
