import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError } from '@/lib/http/errors'
import { api } from '@/lib/http/client'
import { projectKeys } from './keys'
import { projectSchema, type Project } from './projects-query'

export const PROJECT_DETAIL_STALE_TIME_MS = 30_000
export const PROJECT_STARTUP_POLL_MS = 5000

export const projectDetailSchema = projectSchema.extend({
  connectionString: z.string().nullish(),
  postgrestStatus: z.string().nullish(),
})
export type ProjectDetail = z.infer<typeof projectDetailSchema>

export function getProjectDetail(ref: string | undefined, signal?: AbortSignal) {
  if (!ref) throw new ApiError({ message: 'Project ref is required' })
  return api.get('/platform/projects/{ref}', projectDetailSchema, { params: { ref }, signal })
}

/** Poll while the project is starting or its connection string is not usable yet (SPEC §4). */
export function projectDetailRefetchInterval(project: Pick<ProjectDetail, 'status' | 'connectionString'> | undefined) {
  if (!project) return false
  const starting = project.status === 'COMING_UP' || project.status === 'UNKNOWN'
  return starting || !project.connectionString ? PROJECT_STARTUP_POLL_MS : false
}

export const projectDetailQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: projectKeys.detail(ref),
    queryFn: ({ signal }) => getProjectDetail(ref, signal),
    staleTime: PROJECT_DETAIL_STALE_TIME_MS,
    refetchInterval: (query) => projectDetailRefetchInterval(query.state.data),
  })

export type { Project }
