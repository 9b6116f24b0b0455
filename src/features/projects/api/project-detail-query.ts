import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { ApiError } from '@/lib/http/errors'
import { api } from '@/lib/http/client'
import { ensureQueryOnce } from '@/lib/query/navigation-fetch'
import { projectKeys } from './keys'
import { projectSchema, projectsQueryOptions, type Project, type ProjectStatus } from './projects-query'

export const PROJECT_DETAIL_STALE_TIME_MS = 30_000
export const PROJECT_STARTUP_POLL_MS = 5000
export const PROJECT_REF_REQUIRED_MESSAGE = 'Project ref is required'

export const projectDetailSchema = z.extend(projectSchema, {
  connectionString: z.nullish(z.string()),
  postgrestStatus: z.nullish(z.string()),
})
export type ProjectDetail = z.infer<typeof projectDetailSchema>

export function getProjectDetail(ref: string | undefined, signal?: AbortSignal) {
  if (!ref) return Promise.reject(new ApiError({ message: PROJECT_REF_REQUIRED_MESSAGE }))
  return api.get('/platform/projects/{ref}', projectDetailSchema, { params: { ref }, signal })
}

const STARTING_STATUSES: readonly ProjectStatus[] = ['COMING_UP', 'UNKNOWN']
const hasUsableConnectionString = (project: Pick<ProjectDetail, 'connectionString'>) => Boolean(project.connectionString?.trim())

/** SPEC §4: poll every 5 s while the project is starting or its connection string is not usable yet. */
export function projectDetailRefetchInterval(project: Pick<ProjectDetail, 'status' | 'connectionString'> | undefined) {
  if (!project) return false
  return STARTING_STATUSES.includes(project.status) || !hasUsableConnectionString(project) ? PROJECT_STARTUP_POLL_MS : false
}

/** Errors of this call go to the shared error handler (the QueryCache reaction) with this context. */
export const projectDetailQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: projectKeys.detail(ref),
    queryFn: ({ signal }) => getProjectDetail(ref, signal),
    staleTime: PROJECT_DETAIL_STALE_TIME_MS,
    refetchInterval: (query) => projectDetailRefetchInterval(query.state.data),
    meta: { errorContext: { call: 'project-detail', ref } },
  })

/**
 * The details of a project in the user's list, fetched as soon as the list is known, beside the other
 * calls of the page's guard rather than after them (issue 26 item 1). An unknown ref fetches nothing.
 */
export function prefetchListedProjectDetail(queryClient: QueryClient, ref: string) {
  void ensureQueryOnce(queryClient, projectsQueryOptions()).then(
    (projects) => (projects.some((project) => project.ref === ref) ? queryClient.prefetchQuery(projectDetailQueryOptions(ref)) : undefined),
    () => undefined,
  )
}

/** SPEC §4: a status change shows at once in the cached list and detail. */
export function setProjectStatus(queryClient: QueryClient, ref: string, status: ProjectStatus) {
  queryClient.setQueryData(projectKeys.list(), (projects: Project[] | undefined) =>
    projects?.map((project) => (project.ref === ref ? { ...project, status } : project)),
  )
  queryClient.setQueryData(projectKeys.detail(ref), (project: ProjectDetail | undefined) => (project ? { ...project, status } : project))
}

export type { Project }
