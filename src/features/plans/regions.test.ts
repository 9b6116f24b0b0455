import { describe, expect, it } from 'vitest'
import { EARTH_RADIUS_KM, greatCircleDistanceKm, nearestRegion } from './distance'
import { describeSizing, INSTANCE_SIZING, instanceSizeAllowed } from './instance-sizes'
import { AWS_REGIONS, CLOUD_PROVIDERS, defaultRegion, FLY_REGIONS, regionsForProvider } from './regions'

describe('regions (SPEC §9)', () => {
  it('has the 16 AWS regions of the spec', () => {
    expect(AWS_REGIONS.map((r) => r.code)).toEqual([
      'us-west-1',
      'us-east-1',
      'us-east-2',
      'ca-central-1',
      'eu-west-1',
      'eu-west-2',
      'eu-west-3',
      'eu-central-1',
      'eu-central-2',
      'eu-north-1',
      'ap-south-1',
      'ap-southeast-1',
      'ap-northeast-1',
      'ap-northeast-2',
      'ap-southeast-2',
      'sa-east-1',
    ])
  })

  it('gives FLY only Singapore and defaults every provider to Southeast Asia (Singapore)', () => {
    expect(FLY_REGIONS.map((r) => r.displayName)).toEqual(['Southeast Asia (Singapore)'])
    expect(regionsForProvider('FLY')).toBe(FLY_REGIONS)
    expect(regionsForProvider('AWS_K8S')).toBe(AWS_REGIONS)
    expect(defaultRegion('AWS')).toMatchObject({ code: 'ap-southeast-1', displayName: 'Southeast Asia (Singapore)' })
    expect(defaultRegion('FLY').displayName).toBe('Southeast Asia (Singapore)')
    expect(CLOUD_PROVIDERS).toEqual(['AWS', 'FLY', 'AWS_K8S', 'AWS_NIMBUS'])
  })

  it('gives every region a valid location', () => {
    for (const region of [...AWS_REGIONS, ...FLY_REGIONS]) {
      expect(Math.abs(region.location[0])).toBeLessThanOrEqual(90)
      expect(Math.abs(region.location[1])).toBeLessThanOrEqual(180)
    }
  })
})

describe('great-circle distance (R = 6371 km)', () => {
  it('uses an Earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371)
    // A quarter of the equator is R * pi / 2.
    expect(greatCircleDistanceKm([0, 0], [0, 90])).toBeCloseTo((6371 * Math.PI) / 2, 6)
    expect(greatCircleDistanceKm([90, 0], [-90, 0])).toBeCloseTo(6371 * Math.PI, 6)
  })

  it('measures London to Paris at about 344 km', () => {
    expect(greatCircleDistanceKm([51.5074, -0.1278], [48.8566, 2.3522])).toBeCloseTo(343.5, 0)
  })

  it('picks the nearest region', () => {
    expect(nearestRegion([52.52, 13.405], AWS_REGIONS)?.code).toBe('eu-central-1') // Berlin
    expect(nearestRegion([35.0, 135.0], AWS_REGIONS)?.code).toBe('ap-northeast-1') // Kyoto
    expect(nearestRegion([-37.81, 144.96], AWS_REGIONS)?.code).toBe('ap-southeast-2') // Melbourne
    expect(nearestRegion([0, 0], [])).toBeUndefined()
  })
})

describe('instance sizing (SPEC §9)', () => {
  it('pins micro and small', () => {
    expect(INSTANCE_SIZING.micro).toMatchObject({
      baseline_disk_io_mbs: 43,
      max_disk_io_mbs: 2085,
      connections_direct: 30,
      connections_pooler: 200,
      cpu_dedicated: false,
      memory_gb: 0.5,
    })
    expect(INSTANCE_SIZING.small).toMatchObject({
      baseline_disk_io_mbs: 87,
      connections_direct: 60,
      connections_pooler: 200,
      cpu_cores: 2,
      memory_gb: 1,
    })
    expect(describeSizing(INSTANCE_SIZING.micro).cpu).toBe('Shared CPU')
    expect(describeSizing(INSTANCE_SIZING.small).cpu).toBe('2-core CPU')
  })

  it('keeps the free plan on micro', () => {
    expect(instanceSizeAllowed('small', 'free')).toBe(false)
    expect(instanceSizeAllowed('small', 'pro')).toBe(true)
  })
})
