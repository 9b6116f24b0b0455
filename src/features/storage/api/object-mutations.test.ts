import { describe, expect, it } from 'vitest'
import { encodeObjectPath } from './encode-object-path'
import { browserSignedUrl } from './object-mutations'

const BASE = 'https://dashboard.example.com'

describe('browserSignedUrl', () => {
  it('keeps an absolute signed URL (the platform answers one)', () => {
    const url = 'https://api.example.com/platform/storage/abc/buckets/docs/objects/sign/a.txt?token=t'
    expect(browserSignedUrl('abc', url, BASE)).toBe(url)
  })

  it("maps the storage service's relative URL onto the gateway's path, encoding kept", () => {
    expect(browserSignedUrl('default', '/object/sign/docs/folder/invoice%2042.pdf?token=ey.J9', BASE)).toBe(
      `${BASE}/platform/storage/default/buckets/docs/objects/sign/folder/invoice%2042.pdf?token=ey.J9`,
    )
    // Behind Kong, with the storage prefix.
    expect(browserSignedUrl('default', '/storage/v1/object/sign/docs/a.txt?token=t', BASE)).toBe(
      `${BASE}/platform/storage/default/buckets/docs/objects/sign/a.txt?token=t`,
    )
  })

  it('resolves any other relative URL against the API origin', () => {
    expect(browserSignedUrl('default', '/files/a.txt?token=t', BASE)).toBe(`${BASE}/files/a.txt?token=t`)
  })
})

describe('encodeObjectPath', () => {
  it('encodes each segment and keeps the slashes', () => {
    expect(encodeObjectPath('folder/a b+c?.txt')).toBe('folder/a%20b%2Bc%3F.txt')
    expect(new URLSearchParams(`path=${encodeObjectPath('folder/a b+c&d.txt')}`).get('path')).toBe('folder/a b+c&d.txt')
  })
})
