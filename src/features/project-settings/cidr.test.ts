import { describe, expect, it } from 'vitest'
import { checkCidrs } from './cidr'

describe('checkCidrs', () => {
  it('sorts valid entries by IP version', () => {
    expect(checkCidrs('203.0.113.0/24\n 10.0.0.1/32, 2001:db8::/32\n::/0\n')).toEqual({
      cidrs: ['203.0.113.0/24', '10.0.0.1/32', '2001:db8::/32', '::/0'],
      ipv4: ['203.0.113.0/24', '10.0.0.1/32'],
      ipv6: ['2001:db8::/32', '::/0'],
      errors: [],
    })
  })

  it.each([
    ['256.1.1.1/8', 'is not an IPv4 or IPv6 CIDR'],
    ['10.0.0.0/33', 'is not an IPv4 or IPv6 CIDR'],
    ["'; drop table x; --", 'is not an IPv4 or IPv6 CIDR'],
    ['1.2.3.4/8/9', 'is not an IPv4 or IPv6 CIDR'],
    ['2001:db8:::1/64', 'is not an IPv4 or IPv6 CIDR'],
    ['10.0.0.1', 'has no prefix length'],
  ])('names %s as wrong', (entry, message) => {
    const { errors } = checkCidrs(entry)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(message)
    expect(errors[0]).toContain(entry)
  })
})
