import { defaultRegion, nearestRegion, regionsForProvider, type CloudProvider, type Region } from '@/features/plans'
import { locationFromTimeZone } from './approximate-location'

export type RegionStatus = 'available' | 'capacity' | 'unavailable'
export interface RegionOption extends Region {
  status: RegionStatus
}

/** The provider's regions with what the organization's available-regions answer says of each. */
export function regionOptions(
  provider: CloudProvider,
  availability: readonly { code: string; status: RegionStatus }[] | undefined,
): RegionOption[] {
  return regionsForProvider(provider).map((region) => ({
    ...region,
    // Without an answer every region is offered; with one, a region it leaves out is not.
    status: availability ? (availability.find((a) => a.code === region.code)?.status ?? 'unavailable') : 'available',
  }))
}

/**
 * The region to preselect: the available one nearest to the user's approximate location (great-circle
 * distance, R = 6371 km), else the default Southeast Asia (Singapore).
 */
export function preselectedRegion(
  provider: CloudProvider,
  options: readonly RegionOption[],
  timeZone: string | undefined,
): string {
  const available = options.filter((option) => option.status === 'available')
  const location = locationFromTimeZone(timeZone)
  const nearest = location ? nearestRegion(location, available) : undefined
  const fallback = defaultRegion(provider)
  return (
    nearest?.code ??
    (available.some((o) => o.code === fallback.code) ? fallback.code : (available[0]?.code ?? fallback.code))
  )
}
