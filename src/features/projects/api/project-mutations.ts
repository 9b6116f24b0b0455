import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { projectKeys } from './keys'
import { setProjectStatus, type ProjectDetail } from './project-detail-query'
import type { Project } from './projects-query'

export const PROJECT_NAME_MAX_LENGTH = 64

/** The message for a name the platform would refuse, or undefined when it is fine. */
export function projectNameError(name: string): string | undefined {
  const trimmed = name.trim()
  if (trimmed.length === 0) return 'Enter a name for the project.'
  if (trimmed.length > PROJECT_NAME_MAX_LENGTH) return `Use at most ${PROJECT_NAME_MAX_LENGTH} characters (this name has ${trimmed.length}).`
  return undefined
}

const answerSchema = z.looseObject({})

/** CONTRACT §13 PATCH {name}; the cached list and detail take the new name at once. */
export function useRenameProject(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => api.patch('/platform/projects/{ref}', answerSchema, { params: { ref }, json: { name: name.trim() } }),
    onSuccess: (_answer, name) => {
      const trimmed = name.trim()
      queryClient.setQueryData(projectKeys.list(), (projects: Project[] | undefined) =>
        projects?.map((project) => (project.ref === ref ? { ...project, name: trimmed } : project)),
      )
      queryClient.setQueryData(projectKeys.detail(ref), (project: ProjectDetail | undefined) => (project ? { ...project, name: trimmed } : project))
      return queryClient.invalidateQueries({ queryKey: projectKeys.all })
    },
  })
}

/** CONTRACT §13 POST .../pause or .../restore; the status shows at once everywhere. */
export function useProjectPower(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: 'pause' | 'restore') => api.post(`/platform/projects/{ref}/${action}`, answerSchema, { params: { ref } }),
    onSuccess: (_answer, action) => {
      setProjectStatus(queryClient, ref, action === 'pause' ? 'INACTIVE' : 'ACTIVE_HEALTHY')
      return queryClient.invalidateQueries({ queryKey: projectKeys.detail(ref) })
    },
  })
}

/** CONTRACT §13 DELETE; the project leaves the cached list before the caller navigates away. */
export function useDeleteProject(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete('/platform/projects/{ref}', answerSchema, { params: { ref } }),
    onSuccess: () => {
      queryClient.setQueryData(projectKeys.list(), (projects: Project[] | undefined) => projects?.filter((project) => project.ref !== ref))
      queryClient.removeQueries({ queryKey: [...projectKeys.all, ref] })
    },
  })
}
