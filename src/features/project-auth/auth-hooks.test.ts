import { describe, expect, it } from 'vitest'
import { AUTH_HOOKS, generateHookSecret, hookKeys, hookSecretError, hookUri, hookUrlError, parseHookUri } from './auth-hooks'

describe('auth hooks', () => {
  it('names each hook’s configuration keys', () => {
    expect(hookKeys(AUTH_HOOKS[0]!)).toEqual({ enabled: 'HOOK_CUSTOM_ACCESS_TOKEN_ENABLED', uri: 'HOOK_CUSTOM_ACCESS_TOKEN_URI', secrets: 'HOOK_CUSTOM_ACCESS_TOKEN_SECRETS' })
    expect(AUTH_HOOKS).toHaveLength(6)
  })

  it('reads and writes pg-functions URIs and HTTPS endpoints', () => {
    expect(parseHookUri('pg-functions://postgres/public/custom_access_token_hook')).toEqual({ kind: 'postgres', schema: 'public', name: 'custom_access_token_hook' })
    expect(parseHookUri('https://example.com/hook')).toEqual({ kind: 'https', url: 'https://example.com/hook' })
    expect(parseHookUri('')).toBeNull()
    expect(parseHookUri(null)).toBeNull()
    const odd = { kind: 'postgres', schema: 'my hooks/x', name: 'a"b' } as const
    expect(parseHookUri(hookUri(odd))).toEqual(odd)
  })

  it('checks endpoints and secrets', () => {
    expect(hookUrlError('https://example.com/hook')).toBeUndefined()
    expect(hookUrlError('http://example.com/hook')).toBe('The endpoint must use https://')
    expect(hookUrlError('javascript:alert(1)')).toBe('The endpoint must use https://')
    expect(hookUrlError('not a url')).toMatch(/^Enter the endpoint/)
    expect(hookSecretError(generateHookSecret())).toBeUndefined()
    expect(hookSecretError('secret')).toMatch(/^Enter a secret of the form v1,whsec_/)
  })
})
