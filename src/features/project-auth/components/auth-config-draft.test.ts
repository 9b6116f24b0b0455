import { describe, expect, it } from 'vitest'
import { AUTH_SETTINGS_PAGES, type ConfigField } from './auth-config-fields'
import { changedKeys, shownValue, validateDraft, validateRequirements } from './auth-config-draft'

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

describe('features that need their fields (OAuth, custom SMTP, CAPTCHA)', () => {
  const smtp = AUTH_SETTINGS_PAGES.smtp.groups
  const protection = AUTH_SETTINGS_PAGES.protection.groups
  const sessions: ConfigField[] = AUTH_SETTINGS_PAGES.sessions.groups.flatMap((g): ConfigField[] => g.fields)

  it('asks custom SMTP for a port and a sender once a host is typed, and nothing while the host is empty', () => {
    expect(validateRequirements(smtp, {}, { SMTP_USER: 'mailer' })).toEqual({})
    expect(validateRequirements(smtp, {}, { SMTP_HOST: 'smtp.example.com' })).toEqual({
      SMTP_PORT: 'Enter the port to enable custom SMTP',
      SMTP_ADMIN_EMAIL: 'Enter the sender email address to enable custom SMTP',
    })
    expect(validateRequirements(smtp, {}, { SMTP_HOST: 'smtp.example.com', SMTP_PORT: '587', SMTP_ADMIN_EMAIL: 'no-reply@example.com' })).toEqual({})
  })

  it('asks CAPTCHA for its secret unless one is saved, and checks a sender address', () => {
    expect(validateRequirements(protection, { SECURITY_CAPTCHA_SECRET: null }, { SECURITY_CAPTCHA_ENABLED: true })).toEqual({
      SECURITY_CAPTCHA_SECRET: 'Enter the CAPTCHA secret to enable CAPTCHA protection',
    })
    expect(validateRequirements(protection, { SECURITY_CAPTCHA_SECRET: '********' }, { SECURITY_CAPTCHA_ENABLED: true })).toEqual({})
    const fields = smtp.flatMap((g) => g.fields)
    expect(validateDraft(fields, { SMTP_ADMIN_EMAIL: 'not an address' })).toEqual({ SMTP_ADMIN_EMAIL: 'Enter an email address, e.g. no-reply@example.com' })
  })

  it('shows an unset CAPTCHA provider as hCaptcha and sends it only when it changes', () => {
    const fields = protection.flatMap((g) => g.fields)
    const provider = fields.find((f) => f.key === 'SECURITY_CAPTCHA_PROVIDER')!
    expect(shownValue(provider, {}, {})).toBe('hcaptcha')
    expect(changedKeys(fields, {}, { SECURITY_CAPTCHA_PROVIDER: 'hcaptcha' })).toEqual({})
    expect(changedKeys(fields, {}, { SECURITY_CAPTCHA_PROVIDER: 'turnstile' })).toEqual({ SECURITY_CAPTCHA_PROVIDER: 'turnstile' })
  })

  it('keeps the access token expiry within a week and shows sign-up as allowed when DISABLE_SIGNUP is off', () => {
    expect(validateDraft(sessions, { JWT_EXP: '604801' })).toEqual({ JWT_EXP: 'Enter a whole number from 0 to 604800' })
    expect(validateDraft(sessions, { JWT_EXP: '3600' })).toEqual({})
    expect(shownValue(sessions.find((f) => f.key === 'DISABLE_SIGNUP')!, { DISABLE_SIGNUP: false }, {})).toBe(true)
  })
})
