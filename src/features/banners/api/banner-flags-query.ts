import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { getConfig } from '@/lib/config/config'
import { api } from '@/lib/http/client'
import { bannerKeys } from './keys'

/** Re-read the flags now and then, so an incident banner appears without a reload. */
export const BANNER_FLAGS_REFRESH_MS = 5 * 60 * 1000

/** The platform's answer; a flag it leaves out keeps the value of config.json. */
export const bannerFlagsSchema = z.looseObject({
  ongoingIncident: z.optional(z.boolean()),
  showNoticeBanner: z.optional(z.boolean()),
  clockSkewBanner: z.optional(z.boolean()),
})
export type BannerFlags = { ongoingIncident: boolean; showNoticeBanner: boolean; clockSkewBanner: boolean }

export const bannerFlagsQueryOptions = () =>
  queryOptions({
    queryKey: bannerKeys.flags(),
    queryFn: ({ signal }) => api.get('/platform/banner-flags', bannerFlagsSchema, { signal }),
    staleTime: BANNER_FLAGS_REFRESH_MS,
    refetchInterval: BANNER_FLAGS_REFRESH_MS,
    retry: false,
  })

/**
 * SPEC §8 banner flags: config.json's ongoingIncident / showNoticeBanner / clockSkewBanner, each switched
 * on also when the hosted platform's flag service (GET /platform/banner-flags) says so. A platform
 * without that call simply leaves the config values in force.
 */
export function useBannerFlags(): BannerFlags {
  const config = getConfig()
  const { data } = useQuery({ ...bannerFlagsQueryOptions(), enabled: config.platform })
  return {
    ongoingIncident: config.ongoingIncident || Boolean(data?.ongoingIncident),
    showNoticeBanner: config.showNoticeBanner || Boolean(data?.showNoticeBanner),
    clockSkewBanner: data?.clockSkewBanner ?? config.clockSkewBanner,
  }
}
