/** Network restrictions: one CIDR per line, IPv4 or IPv6, checked before anything is saved. */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

function isIpv6(address: string) {
  if (!/^[0-9a-fA-F:]+$/.test(address) || address.includes(':::') || (address.match(/::/g) ?? []).length > 1) return false
  const groups = address.split(':')
  const compressed = address.includes('::')
  if (!compressed && groups.length !== 8) return false
  if (compressed && groups.length > 8) return false
  return groups.every((group, index) => (group === '' ? compressed || index === 0 || index === groups.length - 1 : group.length <= 4))
}

export type CidrCheck = { cidrs: string[]; ipv4: string[]; ipv6: string[]; errors: string[] }

/** Splits the text on lines and commas; each entry must be an address with a prefix length. */
export function checkCidrs(text: string): CidrCheck {
  const cidrs = text.split(/[\n,]/).map((line) => line.trim()).filter(Boolean)
  const result: CidrCheck = { cidrs, ipv4: [], ipv6: [], errors: [] }
  for (const cidr of cidrs) {
    const [address = '', prefix, extra] = cidr.split('/')
    const bits = prefix !== undefined && /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN
    if (extra === undefined && IPV4.test(address) && bits >= 0 && bits <= 32) result.ipv4.push(cidr)
    else if (extra === undefined && isIpv6(address) && bits >= 0 && bits <= 128) result.ipv6.push(cidr)
    else if (prefix === undefined && (IPV4.test(address) || isIpv6(address)))
      result.errors.push(`"${cidr}" has no prefix length: add /32 for one IPv4 address or /128 for one IPv6 address.`)
    else result.errors.push(`"${cidr}" is not an IPv4 or IPv6 CIDR such as 203.0.113.0/24 or 2001:db8::/32.`)
  }
  return result
}
