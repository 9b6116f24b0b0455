import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { ApiError, errorFromResponse, normaliseError } from '@/lib/http/errors'
import { systemKeys } from './keys'

export const CLOCK_CHECK_INTERVAL_MS = 30 * 60 * 1000
export const CLOCK_SKEW_THRESHOLD_MS = 2 * 60 * 1000

const utcTimeSchema = z.object({ utcTime: z.iso.datetime({ offset: true }) })

/** GET {BASE_URL}api/get-utc-time on the dashboard's own host (not the platform API). */
export async function getUtcTime(signal?: AbortSignal): Promise<string> {
  let response: Response
  try {
    response = await fetch(new URL(`${import.meta.env.BASE_URL}api/get-utc-time`, window.location.origin), { headers: { Accept: 'application/json' }, signal })
  } catch (error) {
    throw normaliseError(error)
  }
  if (!response.ok) throw await errorFromResponse(response)
  const parsed = utcTimeSchema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) throw new ApiError({ message: 'Unexpected response from GET api/get-utc-time', code: response.status })
  return parsed.data.utcTime
}

export const utcTimeQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.utcTime(),
    queryFn: ({ signal }) => getUtcTime(signal),
    staleTime: CLOCK_CHECK_INTERVAL_MS,
    refetchInterval: CLOCK_CHECK_INTERVAL_MS,
  })

export const useUtcTimeQuery = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...utcTimeQueryOptions(), enabled })

/** How far this computer's clock is from the server's, in ms (always ≥ 0). */
export function clockSkewMs(utcTime: string, now = Date.now()) {
  return Math.abs(now - Date.parse(utcTime))
}

/** SPEC §5: the clock banner appears when the skew exceeds 2 minutes. */
export const isClockSkewed = (utcTime: string, now = Date.now()) => clockSkewMs(utcTime, now) > CLOCK_SKEW_THRESHOLD_MS
