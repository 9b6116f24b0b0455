import { useMutation, useQueryClient } from '@tanstack/react-query'
import { billingKeys } from '@/features/billing/api/keys'
import { projectKeys } from '@/features/projects/api/keys'
import { invalidateProjects, projectSchema, type Project } from '@/features/projects/api/projects-query'
import { api } from '@/lib/http/client'

export interface NewProject {
  name: string
  organization_slug: string
  db_pass: string
  cloud_provider: string
  region: string
  desired_instance_size: string
}

/** POST /platform/projects: the new project starts COMING_UP. */
export function useCreateProjectMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (project: NewProject) => api.postJson('/platform/projects', project, projectSchema),
    onSuccess: async (project, { organization_slug }) => {
      // Show it at once in the list (the project guard reads the list), then confirm with the server.
      queryClient.setQueryData(projectKeys.list(), (projects: Project[] | undefined) =>
        projects ? [...projects, project] : [project],
      )
      await Promise.all([
        invalidateProjects(queryClient),
        queryClient.invalidateQueries({
          queryKey: billingKeys.freeProjectLimitCheck(organization_slug),
        }),
      ])
    },
  })
}
