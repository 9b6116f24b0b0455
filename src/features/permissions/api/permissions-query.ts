import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { loadConditionEngine } from '../check'

export const PERMISSIONS_STALE_TIME_MS = 5 * 60 * 1000

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

export const permissionKeys = { all: ['profile', 'permissions'] as const }

export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: permissionKeys.all,
    queryFn: async ({ signal }) => {
      const permissions = await api.get('/platform/profile/permissions', z.array(permissionSchema), { signal })
      // Entries with a condition can only be checked once the JSON-logic engine is here.
      if (permissions.some((entry) => entry.condition !== null && entry.condition !== undefined)) {
        await loadConditionEngine()
      }
      return permissions
    },
    staleTime: PERMISSIONS_STALE_TIME_MS,
  })

export const usePermissionsQuery = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...permissionsQueryOptions(), enabled })

/** For the error reporting of SPEC §8: a failed permissions query is reported with its status code. */
export const isPermissionsQuery = (queryKey: readonly unknown[] | undefined) =>
  queryKey?.length === permissionKeys.all.length && permissionKeys.all.every((part, i) => queryKey[i] === part)
