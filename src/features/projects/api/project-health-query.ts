import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { projectKeys } from './keys'

export const PROJECT_HEALTH_POLL_MS = 30_000
const HEALTH_TIMEOUT_MS = 15_000

/**
 * Self-hosted: a project is healthy while its postgres-meta answers (CONTRACT §18), asked through the
 * gateway at `/platform/pg-meta/{ref}/health`. A failure carries the gateway's words: which service of
 * which project it could not reach.
 */
export const projectHealthQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: projectKeys.health(ref),
    queryFn: async ({ signal }) => {
      await api.get('/platform/pg-meta/{ref}/health', z.unknown(), { params: { ref }, signal, timeout: HEALTH_TIMEOUT_MS })
      return true
    },
    retry: false,
    staleTime: PROJECT_HEALTH_POLL_MS,
    refetchInterval: PROJECT_HEALTH_POLL_MS,
  })
