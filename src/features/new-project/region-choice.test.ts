import { describe, expect, it } from 'vitest'
import { locationFromTimeZone } from './approximate-location'
import { preselectedRegion, regionOptions } from './region-choice'

describe('preselected region', () => {
  const aws = regionOptions('AWS', undefined)

  it.each([
    ['Europe/Berlin', 'eu-central-1'],
    ['Europe/London', 'eu-west-2'],
    ['Europe/Stockholm', 'eu-north-1'],
    ['America/Los_Angeles', 'us-west-1'],
    ['America/New_York', 'us-east-1'],
    ['America/Toronto', 'ca-central-1'],
    ['Asia/Tokyo', 'ap-northeast-1'],
    ['Asia/Seoul', 'ap-northeast-2'],
    ['Asia/Kolkata', 'ap-south-1'],
    ['Australia/Melbourne', 'ap-southeast-2'],
    ['America/Sao_Paulo', 'sa-east-1'],
    ['Europe/Ljubljana', 'eu-central-1'], // not listed: the middle of Europe
  ])('%s -> %s', (timeZone, code) => {
    expect(preselectedRegion('AWS', aws, timeZone)).toBe(code)
  })

  it('falls back to Southeast Asia (Singapore) when the location is unknown', () => {
    expect(locationFromTimeZone('UTC')).toBeUndefined()
    expect(preselectedRegion('AWS', aws, 'UTC')).toBe('ap-southeast-1')
    expect(preselectedRegion('AWS', aws, undefined)).toBe('ap-southeast-1')
    expect(preselectedRegion('FLY', regionOptions('FLY', undefined), 'Europe/Berlin')).toBe('sin')
  })

  it('skips regions that are full or not offered', () => {
    const options = regionOptions('AWS', [
      { code: 'sa-east-1', status: 'capacity' },
      { code: 'us-east-1', status: 'available' },
    ])
    expect(options.find((o) => o.code === 'eu-west-1')?.status).toBe('unavailable')
    expect(preselectedRegion('AWS', options, 'America/Sao_Paulo')).toBe('us-east-1')
  })
})
