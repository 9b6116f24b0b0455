import { describe, expect, it } from 'vitest'
import { AUTH_SETTINGS_PAGES } from './auth-config-fields'
import { changedKeys, shownValue, validateDraft } from './auth-config-draft'

const fields = [...AUTH_SETTINGS_PAGES.providers.groups, ...AUTH_SETTINGS_PAGES['url-configuration'].groups].flatMap((g) => g.fields)
const config = { EXTERNAL_GITHUB_ENABLED: true, EXTERNAL_GITHUB_SECRET: '********', MAILER_AUTOCONFIRM: false, MAILER_OTP_LENGTH: 6, SITE_URL: 'http://localhost:3000', URI_ALLOW_LIST: 'http://a.test/**,https://*.b.test' }
const field = (key: string) => fields.find((f) => f.key === key)!

describe('auth settings drafts', () => {
  it('shows saved values, inverted toggles, lists one per line and secrets empty', () => {
    expect(shownValue(field('MAILER_AUTOCONFIRM'), config, {})).toBe(true)
    expect(shownValue(field('URI_ALLOW_LIST'), config, {})).toBe('http://a.test/**\nhttps://*.b.test')
    expect(shownValue(field('EXTERNAL_GITHUB_SECRET'), config, {})).toBe('')
  })

  it('sends only the keys that change', () => {
    expect(changedKeys(fields, config, { EXTERNAL_GITHUB_ENABLED: true, MAILER_OTP_LENGTH: '6' })).toEqual({})
    expect(
      changedKeys(fields, config, { EXTERNAL_GITHUB_ENABLED: false, MAILER_AUTOCONFIRM: false, MAILER_OTP_LENGTH: '8', EXTERNAL_GITHUB_SECRET: '', URI_ALLOW_LIST: 'http://a.test/**\n\nhttps://c.test' }),
    ).toEqual({ EXTERNAL_GITHUB_ENABLED: false, MAILER_AUTOCONFIRM: true, MAILER_OTP_LENGTH: 8, URI_ALLOW_LIST: 'http://a.test/**,https://c.test' })
    expect(changedKeys(fields, config, { EXTERNAL_GITHUB_SECRET: 'new-secret' })).toEqual({ EXTERNAL_GITHUB_SECRET: 'new-secret' })
  })

  it('refuses numbers that are not whole, URLs that are not http(s)', () => {
    expect(validateDraft(fields, { MAILER_OTP_LENGTH: '6.5', SITE_URL: 'javascript:alert(1)', URI_ALLOW_LIST: 'https://*.ok.test\nnot a url' })).toEqual({
      MAILER_OTP_LENGTH: 'Enter a whole number, 0 or more',
      SITE_URL: 'Enter a URL that starts with http:// or https://',
      URI_ALLOW_LIST: 'Not a URL: not a url',
    })
  })
})
