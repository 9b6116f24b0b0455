/** SPEC §3 Region entry: code, display name and location as [latitude, longitude]. */
export interface Region {
  code: string
  displayName: string
  location: readonly [latitude: number, longitude: number]
}

export const CLOUD_PROVIDERS = ['AWS', 'FLY', 'AWS_K8S', 'AWS_NIMBUS'] as const
export type CloudProvider = (typeof CLOUD_PROVIDERS)[number]

export const CLOUD_PROVIDER_LABELS: Record<CloudProvider, string> = {
  AWS: 'AWS',
  FLY: 'Fly.io',
  AWS_K8S: 'AWS (Kubernetes)',
  AWS_NIMBUS: 'AWS (Nimbus)',
}

export const DEFAULT_CLOUD_PROVIDER: CloudProvider = 'AWS'

/** SPEC §9: the 16 AWS regions, in the spec's order. */
export const AWS_REGIONS: readonly Region[] = [
  { code: 'us-west-1', displayName: 'West US (North California)', location: [37.774929, -122.419418] },
  { code: 'us-east-1', displayName: 'East US (North Virginia)', location: [37.926868, -78.024902] },
  { code: 'us-east-2', displayName: 'East US (Ohio)', location: [39.9612, -82.9988] },
  { code: 'ca-central-1', displayName: 'Canada (Central)', location: [45.5019, -73.5674] },
  { code: 'eu-west-1', displayName: 'West EU (Ireland)', location: [53.3498, -6.2603] },
  { code: 'eu-west-2', displayName: 'West Europe (London)', location: [51.507351, -0.127758] },
  { code: 'eu-west-3', displayName: 'West EU (Paris)', location: [48.856613, 2.352222] },
  { code: 'eu-central-1', displayName: 'Central EU (Frankfurt)', location: [50.110924, 8.682127] },
  { code: 'eu-central-2', displayName: 'Central Europe (Zurich)', location: [47.3744489, 8.5410422] },
  { code: 'eu-north-1', displayName: 'North EU (Stockholm)', location: [59.3251172, 18.0710935] },
  { code: 'ap-south-1', displayName: 'South Asia (Mumbai)', location: [18.9733536, 72.8281049] },
  { code: 'ap-southeast-1', displayName: 'Southeast Asia (Singapore)', location: [1.357107, 103.8194992] },
  { code: 'ap-northeast-1', displayName: 'Northeast Asia (Tokyo)', location: [35.6895, 139.6917] },
  { code: 'ap-northeast-2', displayName: 'Northeast Asia (Seoul)', location: [37.5665, 126.978] },
  { code: 'ap-southeast-2', displayName: 'Oceania (Sydney)', location: [-33.8688, 151.2093] },
  { code: 'sa-east-1', displayName: 'South America (São Paulo)', location: [-23.5505, -46.6333] },
]

/** SPEC §9: FLY has only Singapore. */
export const FLY_REGIONS: readonly Region[] = [
  { code: 'sin', displayName: 'Southeast Asia (Singapore)', location: [1.3521, 103.8198] },
]

export const DEFAULT_REGION_NAME = 'Southeast Asia (Singapore)'

export function regionsForProvider(provider: CloudProvider): readonly Region[] {
  return provider === 'FLY' ? FLY_REGIONS : AWS_REGIONS
}

/** The default region of a provider: Southeast Asia (Singapore). */
export function defaultRegion(provider: CloudProvider): Region {
  return regionsForProvider(provider).find((region) => region.displayName === DEFAULT_REGION_NAME)!
}

/** The display name of a region code from any provider, or the code itself when unknown. */
export function regionDisplayName(code: string | null | undefined): string {
  if (!code) return 'Unknown region'
  return [...AWS_REGIONS, ...FLY_REGIONS].find((region) => region.code === code)?.displayName ?? code
}
