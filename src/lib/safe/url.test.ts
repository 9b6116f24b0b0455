import { describe, expect, it } from 'vitest'
import { isValidUrl, safeLinkHref } from './url'

describe('isValidUrl', () => {
  it.each(['https://example.com', 'http://localhost:5173/dashboard', 'HTTPS://EXAMPLE.COM/a?b=c'])(
    'accepts %s',
    (url) => {
      expect(isValidUrl(url)).toBe(true)
    },
  )
  it.each([
    '',
    'example.com',
    '/relative/path',
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:a@b.c',
    'http//broken',
  ])('rejects %s', (url) => {
    expect(isValidUrl(url)).toBe(false)
  })
})

describe('safeLinkHref', () => {
  it.each(['https://example.com', 'http://example.com', 'mailto:help@example.com', 'tel:+15551234'])(
    'keeps %s',
    (href) => {
      expect(safeLinkHref(href)).toBe(href)
    },
  )
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:msgbox',
    '/relative',
    '#anchor',
    '',
    undefined,
  ])('refuses %j', (href) => {
    expect(safeLinkHref(href)).toBeNull()
  })
})
