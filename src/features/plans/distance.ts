import type { Region } from './regions'

/** SPEC §9: distances use an Earth radius of 6371 km. */
export const EARTH_RADIUS_KM = 6371

export type LatLng = readonly [latitude: number, longitude: number]

const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in km (haversine formula). */
export function greatCircleDistanceKm([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
  const dLat = toRadians(lat2 - lat1)
  const dLng = toRadians(lng2 - lng1)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** The region closest to a location; undefined for an empty list. */
export function nearestRegion<R extends Region>(location: LatLng, regions: readonly R[]): R | undefined {
  let best: R | undefined
  let bestDistance = Infinity
  for (const region of regions) {
    const distance = greatCircleDistanceKm(location, region.location)
    if (distance < bestDistance) {
      best = region
      bestDistance = distance
    }
  }
  return best
}
