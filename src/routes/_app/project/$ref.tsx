import { createFileRoute, Outlet } from '@tanstack/react-router'
import { LayoutNotFound } from '@/components/layout-not-found'
import { ProjectError } from '@/components/route-error'
import { releaseProjectAssistant } from '@/features/assistant/release'
import { guardProject } from '@/features/access/route-guards'
import { PROJECT_MISSING, PROJECT_NOT_FOUND_MESSAGE } from '@/features/access/access-rules'
import { prefetchListedProjectDetail, projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import { getConfig } from '@/lib/config/config'
import { preloadProjectFrame } from '@/app/shell/app-layout'
import { ProjectPageNotFound } from '@/features/projects/components/project-page-not-found'

export const Route = createFileRoute('/_app/project/$ref')({
  staticData: { preloadChunks: preloadProjectFrame },
  // SPEC §5: the ref must be one of the user's projects (or a preview branch on the hosted platform).
  beforeLoad: (args) => {
    // Mock mode: the project's demo database (PGlite, in a worker) starts as the project opens, beside
    // the guard's requests, not at its first query (an unknown ref's start is wasted, nothing more).
    if (!args.preload && getConfig().mock) void import('@mocks/pglite/control').then((m) => m.warmProjectDatabase(args.params.ref))
    // The project's details (the pages' status and connection string) load beside the guard's requests.
    prefetchListedProjectDetail(args.context.queryClient, args.params.ref)
    return guardProject(args)
  },
  loader: async ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(projectDetailQueryOptions(params.ref))
    // The frame's project sidebar and assistant button are chunks of their own (off the first screen): here
    // before the page shows.
    await preloadProjectFrame()
  },
  // The project's assistant (store, save timer, live query) ends with the visit (issue 11 item 11).
  onLeave: ({ params }) => releaseProjectAssistant(params.ref),
  component: Outlet,
  errorComponent: ProjectError,
  // The guard's not-found (no such project) or an unknown address under an existing project.
  notFoundComponent: function ProjectNotFound({ data }) {
    const { ref } = Route.useParams()
    return data === PROJECT_MISSING ? (
      <LayoutNotFound title="Project not found" message={PROJECT_NOT_FOUND_MESSAGE} />
    ) : (
      <ProjectPageNotFound projectRef={ref} />
    )
  },
})
