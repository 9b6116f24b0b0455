import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { loadConditionEngine } from '../condition-engine'
import { permissionKeys } from './keys'
import { permissionSchema } from './schemas'

export const PERMISSIONS_STALE_TIME_MS = 5 * 60 * 1000

export type { Permission } from './schemas'

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
