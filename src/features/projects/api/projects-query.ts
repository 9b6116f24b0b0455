import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { projectKeys } from './keys'

export const PROJECTS_STALE_TIME_MS = 30 * 60 * 1000

export const PROJECT_STATUSES = [
  'INACTIVE', 'ACTIVE_HEALTHY', 'ACTIVE_UNHEALTHY', 'COMING_UP', 'UNKNOWN', 'GOING_DOWN', 'INIT_FAILED', 'REMOVED',
  'RESTARTING', 'RESTORING', 'RESTORE_FAILED', 'UPGRADING', 'PAUSING', 'PAUSE_FAILED', 'RESIZING',
] as const
export const projectStatusSchema = z.enum(PROJECT_STATUSES)
export type ProjectStatus = z.infer<typeof projectStatusSchema>

export const projectSchema = z.looseObject({
  id: z.optional(z.number()),
  ref: z.string(),
  name: z.string(),
  organization_id: z.number(),
  status: projectStatusSchema,
  cloud_provider: z.string(),
  region: z.optional(z.string()),
  inserted_at: z.optional(z.string()),
  parent_project_ref: z.nullish(z.string()),
  preview_branch_refs: z._default(z.array(z.string()), []),
  dbVersion: z.optional(z.string()),
})
export type Project = z.infer<typeof projectSchema>

/** A dbVersion ending in orioledb marks the Oriole engine (SPEC §3). */
export const isOrioleDb = (project: Pick<Project, 'dbVersion'>) => Boolean(project.dbVersion?.endsWith('orioledb'))

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => api.get('/platform/projects', z.array(projectSchema), { signal }),
    staleTime: PROJECTS_STALE_TIME_MS,
  })

/** Loads the list ahead of need (e.g. on hover); a fresh cached list is not fetched again. */
export const prefetchProjects = (queryClient: QueryClient) => queryClient.prefetchQuery(projectsQueryOptions())

/** Marks the list stale and refetches it where it is shown (after creating or deleting a project). */
export const invalidateProjects = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: projectKeys.list() })
