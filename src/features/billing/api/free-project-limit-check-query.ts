import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { billingKeys } from './keys'

export const memberAtFreeProjectLimitSchema = z.looseObject({
  username: z.string(),
  primary_email: z.nullish(z.string()),
  free_project_limit: z.number(),
})
export type MemberAtFreeProjectLimit = z.infer<typeof memberAtFreeProjectLimitSchema>

/**
 * The free-project-limit check: the owners and admins of the organization who already run as many
 * active free projects as the free plan allows. A new free project is refused while any are listed.
 */
export const freeProjectLimitCheckQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: billingKeys.freeProjectLimitCheck(slug),
    queryFn: ({ signal }) =>
      api.get(
        '/platform/organizations/{slug}/members/reached-free-project-limit',
        z.array(memberAtFreeProjectLimitSchema),
        {
          params: { slug },
          signal,
        },
      ),
    staleTime: 0,
  })
