import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { defineState } from '../state'
import { latency, platform, unauthorized } from '../utils'
import { visibleProjects } from './projects'

const AUTH_OAUTH_PROVIDERS = ['GITHUB', 'GOOGLE', 'GITLAB', 'AZURE', 'APPLE', 'DISCORD'] as const
const AUTH_HOOKS = ['CUSTOM_ACCESS_TOKEN', 'SEND_SMS', 'SEND_EMAIL', 'MFA_VERIFICATION_ATTEMPT', 'PASSWORD_VERIFICATION_ATTEMPT', 'BEFORE_USER_CREATED'] as const

/** A project's GoTrue configuration as the platform answers it (CONTRACT §11), before masking. */
function initialAuthConfig(): Record<string, string | number | boolean | null> {
  const oauth = Object.fromEntries(
    AUTH_OAUTH_PROVIDERS.flatMap((p) => [
      [`EXTERNAL_${p}_ENABLED`, p === 'GITHUB'],
      [`EXTERNAL_${p}_CLIENT_ID`, p === 'GITHUB' ? 'Iv1.8a61f9b3a7aba766' : null],
      [`EXTERNAL_${p}_SECRET`, p === 'GITHUB' ? 'github-client-secret-of-the-mock' : null],
    ]),
  )
  const hooks = Object.fromEntries(AUTH_HOOKS.flatMap((h) => [[`HOOK_${h}_ENABLED`, false], [`HOOK_${h}_URI`, null], [`HOOK_${h}_SECRETS`, null]]))
  return {
    SITE_URL: 'http://localhost:3000',
    URI_ALLOW_LIST: 'http://localhost:3000/**',
    DISABLE_SIGNUP: false,
    EXTERNAL_EMAIL_ENABLED: true,
    MAILER_AUTOCONFIRM: false,
    MAILER_SECURE_EMAIL_CHANGE_ENABLED: true,
    MAILER_OTP_LENGTH: 6,
    MAILER_OTP_EXP: 3600,
    EXTERNAL_PHONE_ENABLED: false,
    SMS_AUTOCONFIRM: false,
    SMS_OTP_LENGTH: 6,
    SMS_OTP_EXP: 60,
    EXTERNAL_ANONYMOUS_USERS_ENABLED: false,
    ...oauth,
    RATE_LIMIT_EMAIL_SENT: 2,
    RATE_LIMIT_SMS_SENT: 30,
    RATE_LIMIT_VERIFY: 30,
    RATE_LIMIT_TOKEN_REFRESH: 150,
    RATE_LIMIT_OTP: 30,
    RATE_LIMIT_ANONYMOUS_USERS: 30,
    REFRESH_TOKEN_ROTATION_ENABLED: true,
    SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: 10,
    JWT_EXP: 3600,
    SMTP_HOST: null,
    SMTP_PORT: null,
    SMTP_USER: null,
    SMTP_PASS: null,
    SMTP_SENDER_NAME: null,
    SMTP_ADMIN_EMAIL: null,
    SMTP_MAX_FREQUENCY: 60,
    SECURITY_CAPTCHA_ENABLED: false,
    SECURITY_CAPTCHA_PROVIDER: 'hcaptcha',
    SECURITY_CAPTCHA_SECRET: null,
    SESSIONS_TIMEBOX: 0,
    SESSIONS_INACTIVITY_TIMEOUT: 0,
    SESSIONS_SINGLE_PER_USER: false,
    MFA_TOTP_ENROLL_ENABLED: true,
    MFA_TOTP_VERIFY_ENABLED: true,
    MFA_PHONE_ENROLL_ENABLED: false,
    MFA_PHONE_VERIFY_ENABLED: false,
    MFA_MAX_ENROLLED_FACTORS: 10,
    PASSWORD_MIN_LENGTH: 6,
    PASSWORD_REQUIRED_CHARACTERS: '',
    PASSWORD_HIBP_ENABLED: false,
    ...hooks,
    ...EMAIL_TEMPLATE_DEFAULTS,
  }
}

/** GoTrue's own default emails (subject and HTML body per template). */
const EMAIL_TEMPLATE_DEFAULTS = {
  MAILER_SUBJECTS_CONFIRMATION: 'Confirm Your Signup',
  MAILER_TEMPLATES_CONFIRMATION_CONTENT:
    '<h2>Confirm your signup</h2>\n\n<p>Follow this link to confirm your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>',
  MAILER_SUBJECTS_INVITE: 'You have been invited',
  MAILER_TEMPLATES_INVITE_CONTENT:
    '<h2>You have been invited</h2>\n\n<p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p>\n<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>',
  MAILER_SUBJECTS_MAGIC_LINK: 'Your Magic Link',
  MAILER_TEMPLATES_MAGIC_LINK_CONTENT: '<h2>Magic Link</h2>\n\n<p>Follow this link to login:</p>\n<p><a href="{{ .ConfirmationURL }}">Log In</a></p>',
  MAILER_SUBJECTS_EMAIL_CHANGE: 'Confirm Email Change',
  MAILER_TEMPLATES_EMAIL_CHANGE_CONTENT:
    '<h2>Confirm Change of Email</h2>\n\n<p>Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Change Email</a></p>',
  MAILER_SUBJECTS_RECOVERY: 'Reset Your Password',
  MAILER_TEMPLATES_RECOVERY_CONTENT:
    '<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
  MAILER_SUBJECTS_REAUTHENTICATION: 'Confirm reauthentication',
  MAILER_TEMPLATES_REAUTHENTICATION_CONTENT: '<h2>Confirm reauthentication</h2>\n\n<p>Enter the code: {{ .Token }}</p>',
}

const configs = defineState<Record<string, Record<string, string | number | boolean | null>>>('project-auth-config', () => ({}))
// A configuration kept from an older mock gains the keys added since (the email templates).
const configOf = (ref: string) => {
  const all = configs.get()
  all[ref] = { ...initialAuthConfig(), ...all[ref] }
  return all[ref]
}

const SECRET_MASK = '********'
const isSecret = (key: string) => key.endsWith('_SECRET') || key.endsWith('_SECRETS') || key === 'SMTP_PASS'
const masked = (config: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(config).map(([k, v]) => [k, isSecret(k) && v ? SECRET_MASK : v]))

const patchBody = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))

async function check(request: Request, ref: string) {
  await latency()
  const denied = unauthorized(request)
  if (denied) return denied
  return visibleProjects().some((p) => p.ref === ref) ? null : HttpResponse.json({ message: 'Project not found' }, { status: 404 })
}

export const projectAuthConfigHandlers = [
  http.get(platform('/auth/:ref/config'), async ({ request, params }) => {
    const ref = String(params.ref)
    return (await check(request, ref)) ?? HttpResponse.json(masked(configOf(ref)))
  }),
  http.patch(platform('/auth/:ref/config'), async ({ request, params }) => {
    const ref = String(params.ref)
    const failed = await check(request, ref)
    if (failed) return failed
    const body = patchBody.safeParse(await request.json().catch(() => null))
    if (!body.success) return HttpResponse.json({ message: 'The configuration must be an object of values' }, { status: 400 })
    const config = configOf(ref)
    const unknown = Object.keys(body.data).filter((key) => !(key in config))
    if (unknown.length) return HttpResponse.json({ message: `Unknown configuration key: ${unknown.join(', ')}` }, { status: 400 })
    const site = body.data.SITE_URL
    if (typeof site === 'string' && !/^https?:\/\/\S+$/.test(site)) return HttpResponse.json({ message: 'SITE_URL must be an http or https URL' }, { status: 400 })
    const exp = body.data.JWT_EXP
    if (typeof exp === 'number' && (exp < 0 || exp > 604800)) return HttpResponse.json({ message: 'JWT_EXP must be between 0 and 604800 seconds' }, { status: 400 })
    for (const [key, value] of Object.entries(body.data)) if (!(isSecret(key) && value === SECRET_MASK)) config[key] = value
    configs.commit()
    return HttpResponse.json(masked(config))
  }),
]
