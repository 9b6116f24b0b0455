import { z } from 'zod/mini'

/** SPEC §3 Permission entry. */
export const permissionSchema = z.object({
  organization_slug: z.string(),
  actions: z.array(z.string()),
  resources: z.array(z.string()),
  project_refs: z.nullish(z.array(z.string())),
  condition: z.nullish(z.unknown()),
  restrictive: z.nullish(z.boolean()),
})
export type Permission = z.infer<typeof permissionSchema>
