import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { projectKeys } from './keys'

/** CONTRACT §13. Self-hosted, nginx answers it from the environment (never with the service key). */
export const projectSettingsSchema = z.object({
  app_config: z.object({ endpoint: z.string(), db_schema: z.optional(z.string()) }),
  db_host: z.string(),
  db_port: z.number(),
  db_user: z.string(),
  db_name: z.string(),
  db_ip_addr_config: z.optional(z.string()),
  service_api_keys: z._default(
    z.array(z.object({ name: z.string(), tags: z.optional(z.string()), api_key: z.optional(z.string()) })),
    [],
  ),
})
export type ProjectSettings = z.infer<typeof projectSettingsSchema>

export const projectSettingsQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: projectKeys.settings(ref),
    queryFn: ({ signal }) => api.get('/platform/projects/{ref}/settings', projectSettingsSchema, { params: { ref }, signal }),
    staleTime: 5 * 60_000,
  })

/** The publishable (anon) key: the only key the browser is given. */
export const publishableKey = (settings: ProjectSettings) =>
  settings.service_api_keys.find((key) => key.tags?.split(',').includes('anon'))?.api_key

/** The project's API URL: the endpoint with https:// unless it names its own scheme. */
export const apiUrlOf = (settings: ProjectSettings) =>
  /^https?:\/\//.test(settings.app_config.endpoint) ? settings.app_config.endpoint : `https://${settings.app_config.endpoint}`
