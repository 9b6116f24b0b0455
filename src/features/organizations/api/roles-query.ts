import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { organizationKeys } from './keys'

export const roleSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.nullish(z.string()),
  /** Project-scoped roles name the projects they apply to. */
  project_refs: z.nullish(z.array(z.string())),
  /** Custom roles are defined by the organization (enterprise). */
  is_custom: z.nullish(z.boolean()),
})
export type Role = z.infer<typeof roleSchema>

export const rolesSchema = z.looseObject({
  org_scoped_roles: z.array(roleSchema),
  project_scoped_roles: z._default(z.array(roleSchema), []),
})
export type Roles = z.infer<typeof rolesSchema>

export const rolesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: organizationKeys.roles(slug),
    queryFn: ({ signal }) => api.get('/platform/organizations/{slug}/roles', rolesSchema, { params: { slug }, signal }),
  })
