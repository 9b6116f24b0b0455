import type { LatLng } from '@/features/plans'

/**
 * Where the user probably is, from the browser's time zone alone: no geolocation prompt. Major zones map
 * to their city; other zones fall back to their area; anything else is unknown (the default region).
 */
const TIME_ZONE_LOCATIONS: Record<string, LatLng> = {
  'America/New_York': [40.71, -74.01],
  'America/Chicago': [41.88, -87.63],
  'America/Denver': [39.74, -104.99],
  'America/Phoenix': [33.45, -112.07],
  'America/Los_Angeles': [34.05, -118.24],
  'America/Anchorage': [61.22, -149.9],
  'America/Toronto': [43.65, -79.38],
  'America/Vancouver': [49.28, -123.12],
  'America/Edmonton': [53.55, -113.49],
  'America/Winnipeg': [49.9, -97.14],
  'America/Halifax': [44.65, -63.57],
  'America/Mexico_City': [19.43, -99.13],
  'America/Bogota': [4.71, -74.07],
  'America/Lima': [-12.05, -77.04],
  'America/Santiago': [-33.45, -70.67],
  'America/Argentina/Buenos_Aires': [-34.6, -58.38],
  'America/Sao_Paulo': [-23.55, -46.63],
  'America/Caracas': [10.48, -66.9],
  'Pacific/Honolulu': [21.31, -157.86],
  'Pacific/Auckland': [-36.85, 174.76],
  'Europe/London': [51.51, -0.13],
  'Europe/Dublin': [53.35, -6.26],
  'Europe/Lisbon': [38.72, -9.14],
  'Europe/Madrid': [40.42, -3.7],
  'Europe/Paris': [48.86, 2.35],
  'Europe/Brussels': [50.85, 4.35],
  'Europe/Amsterdam': [52.37, 4.9],
  'Europe/Berlin': [52.52, 13.4],
  'Europe/Zurich': [47.37, 8.54],
  'Europe/Rome': [41.9, 12.5],
  'Europe/Vienna': [48.21, 16.37],
  'Europe/Prague': [50.08, 14.44],
  'Europe/Warsaw': [52.23, 21.01],
  'Europe/Stockholm': [59.33, 18.07],
  'Europe/Oslo': [59.91, 10.75],
  'Europe/Copenhagen': [55.68, 12.57],
  'Europe/Helsinki': [60.17, 24.94],
  'Europe/Athens': [37.98, 23.73],
  'Europe/Istanbul': [41.01, 28.98],
  'Europe/Kyiv': [50.45, 30.52],
  'Europe/Kiev': [50.45, 30.52],
  'Europe/Moscow': [55.76, 37.62],
  'Africa/Cairo': [30.04, 31.24],
  'Africa/Lagos': [6.52, 3.38],
  'Africa/Nairobi': [-1.29, 36.82],
  'Africa/Johannesburg': [-26.2, 28.05],
  'Africa/Casablanca': [33.57, -7.59],
  'Asia/Dubai': [25.2, 55.27],
  'Asia/Riyadh': [24.71, 46.68],
  'Asia/Jerusalem': [31.77, 35.21],
  'Asia/Tehran': [35.69, 51.39],
  'Asia/Karachi': [24.86, 67.0],
  'Asia/Kolkata': [22.57, 88.36],
  'Asia/Calcutta': [22.57, 88.36],
  'Asia/Dhaka': [23.81, 90.41],
  'Asia/Bangkok': [13.76, 100.5],
  'Asia/Jakarta': [-6.2, 106.85],
  'Asia/Singapore': [1.35, 103.82],
  'Asia/Kuala_Lumpur': [3.14, 101.69],
  'Asia/Manila': [14.6, 120.98],
  'Asia/Ho_Chi_Minh': [10.82, 106.63],
  'Asia/Hong_Kong': [22.32, 114.17],
  'Asia/Shanghai': [31.23, 121.47],
  'Asia/Taipei': [25.03, 121.57],
  'Asia/Seoul': [37.57, 126.98],
  'Asia/Tokyo': [35.68, 139.69],
  'Australia/Sydney': [-33.87, 151.21],
  'Australia/Melbourne': [-37.81, 144.96],
  'Australia/Brisbane': [-27.47, 153.03],
  'Australia/Perth': [-31.95, 115.86],
  'Australia/Adelaide': [-34.93, 138.6],
}

/** The middle of each time-zone area, for zones not listed above. */
const AREA_LOCATIONS: Record<string, LatLng> = {
  America: [39.8, -98.6],
  Europe: [50.11, 8.68],
  Africa: [0, 20],
  Asia: [1.35, 103.82],
  Australia: [-33.87, 151.21],
  Pacific: [-36.85, 174.76],
  Indian: [-4.62, 55.45],
  Atlantic: [38.72, -27.22],
}

export function locationFromTimeZone(timeZone: string | undefined): LatLng | undefined {
  if (!timeZone) return undefined
  return TIME_ZONE_LOCATIONS[timeZone] ?? AREA_LOCATIONS[timeZone.split('/')[0] ?? '']
}

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}
