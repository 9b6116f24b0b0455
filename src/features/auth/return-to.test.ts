import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resolveReturnTo, returnToFor } from './return-to'

const search = (returnTo: string, extra = '') => `?returnTo=${encodeURIComponent(returnTo)}${extra}`

describe('resolveReturnTo', () => {
  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/organizations'],
    ['absolute URL', 'https://evil.com'],
    ['absolute URL on a path', 'https://evil.com/dashboard/organizations'],
    ['backslash trick', '/\\evil.com'],
    ['backslash prefix', '\\\\evil.com'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['javascript: with a leading slash', '/javascript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['still encoded slashes (double encoding)', '%2F%2Fevil.com'],
    ['encoded ://', '/x%3A%2F%2Fevil.com'],
    ['embedded ://', '/redirect?to=https://evil.com'],
    ['parent directory', '/../evil'],
    ['dots in a path', '/project/abc/../../evil'],
    ['a dot segment', '/./organizations'],
    ['/dashboard with a traversal', '/dashboard/../evil.com'],
    ['/dashboard then protocol-relative', '/dashboard//evil.com'],
    ['relative path', 'organizations'],
    ['unicode letters', '/prøject/ref'],
    ['unicode slash look-alike', '/\u2215\u2215evil.com'],
    ['whitespace', '/org/ acme'],
    ['tab and newline', '/org/\tacme\n'],
    ['null byte', '/org/acme\u0000'],
    ['fragment', '/organizations#x'],
    ['at sign', '/@evil.com'],
    ['query with an unsafe value', '/organizations?next=https://evil.com'],
    ['query without a value separator', '/organizations?foo'],
    ['query with encoded characters', '/organizations?a=%2F%2Fevil'],
    ['long unsafe value', `/${'a'.repeat(5000)}//evil.com:80`],
    ['empty', ''],
  ])('falls back to /organizations for %s', (_label, value) => {
    expect(resolveReturnTo(search(value))).toBe('/organizations')
  })

  it.each([
    ['/project/abcdefghij', '/project/abcdefghij'],
    ['/org/acme-hobby/billing', '/org/acme-hobby/billing'],
    ['/project/ref_1/sql/new', '/project/ref_1/sql/new'],
    ['/dashboard/project/abc', '/project/abc'],
    ['/dashboard', '/'],
    ['/dashboardx/y', '/dashboardx/y'],
    ['/dashboard?x=1', '/?x=1'],
    ['/project/abc?tab=logs', '/project/abc?tab=logs'],
    ['/support/new?category=dashboard_bug&sid=abc-1', '/support/new?category=dashboard_bug&sid=abc-1'],
    ['/organizations?empty=', '/organizations?empty='],
    ['/', '/'],
    [`/${'a'.repeat(3000)}`, `/${'a'.repeat(3000)}`],
  ])('accepts %s', (value, expected) => {
    expect(resolveReturnTo(search(value))).toBe(expected)
  })

  it('uses the fallback when returnTo is missing', () => {
    expect(resolveReturnTo('')).toBe('/organizations')
    expect(resolveReturnTo('', '/project/default')).toBe('/project/default')
  })

  it('never follows an unsafe fallback', () => {
    expect(resolveReturnTo('', '//evil.com')).toBe('/organizations')
  })

  it('merges the other query parameters of the sign-in URL into the target', () => {
    expect(resolveReturnTo(search('/project/abc', '&aiAssistantPanelOpen=true'))).toBe(
      '/project/abc?aiAssistantPanelOpen=true',
    )
    expect(resolveReturnTo(search('/project/abc?tab=logs', '&x=1'))).toBe('/project/abc?tab=logs&x=1')
    expect(resolveReturnTo(search('/project/abc?x=1', '&x=2'))).toBe('/project/abc?x=2')
    expect(resolveReturnTo('?featurePreviewModal=true')).toBe('/organizations?featurePreviewModal=true')
  })

  it('merges parameters even when returnTo is rejected, encoding their values', () => {
    expect(resolveReturnTo(search('//evil.com', '&next=https://evil.com'))).toBe(
      '/organizations?next=https%3A%2F%2Fevil.com',
    )
  })

  it('accepts the query string with or without its question mark', () => {
    expect(resolveReturnTo('returnTo=%2Fproject%2Fabc')).toBe('/project/abc')
  })

  it('reads the first returnTo and drops the others', () => {
    expect(resolveReturnTo('?returnTo=/project/abc&returnTo=//evil.com')).toBe('/project/abc')
  })

  // No time is asserted (a loaded machine would fail it): a pattern that backtracks on such a value runs
  // for minutes, and the test's own limit ends it.
  it('handles a very long hostile value', () => {
    expect(resolveReturnTo(search(`/${'a/'.repeat(50_000)}?${'a=b&'.repeat(20_000)}:`))).toBe('/organizations')
  }, 10_000)

  it('always answers a same-origin path under the dashboard (property)', () => {
    const origin = 'https://dashboard.example.com'
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      ':',
      '://',
      '.',
      '..',
      '?',
      '&',
      '=',
      '#',
      '%2F',
      '%5C',
      '@',
      'http',
      'javascript:',
      'dashboard',
      'evil.com',
      ' ',
      '\t',
      'ø',
      '\u2215',
    )
    const fragment = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), pieces)
    const value = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(''))
    const others = fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 3 })
    fc.assert(
      fc.property(value, others, fc.boolean(), (returnTo, extra, encode) => {
        const params = new URLSearchParams(extra)
        const searchStr = encode
          ? `?returnTo=${encodeURIComponent(returnTo)}&${params}`
          : `?returnTo=${returnTo}&${params}`
        const result = resolveReturnTo(searchStr)
        expect(result.startsWith('/')).toBe(true)
        expect(result.startsWith('//')).toBe(false)
        expect(result).not.toMatch(/[\\\s#]|:\/\//)
        const url = new URL(`/dashboard${result}`, origin)
        expect(url.origin).toBe(origin)
        expect(url.pathname.startsWith('/dashboard/')).toBe(true)
        expect(url.pathname.split('/')).not.toContain('..')
      }),
      { numRuns: 1000 },
    )
  })
})

describe('returnToFor', () => {
  it('is the path and query the user was going to', () => {
    expect(returnToFor({ pathname: '/project/abc', searchStr: '?tab=logs' })).toBe('/project/abc?tab=logs')
  })
})
