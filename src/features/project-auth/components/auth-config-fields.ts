/** The settings of each Auth page: GoTrue configuration keys and how they are edited. */
export type FieldKind = 'boolean' | 'number' | 'text' | 'url' | 'secret' | 'list' | 'email' | 'select'
export interface ConfigField {
  key: string
  label: string
  kind: FieldKind
  description?: string
  /** A toggle that shows the key's opposite (Confirm email = not MAILER_AUTOCONFIRM). */
  inverted?: boolean
  /** A select's choices: the value stored and the label shown. */
  options?: readonly { value: string; label: string }[]
  /** The auth service's environment variable, when it is not GOTRUE_{key}. */
  env?: string
  /** A number's largest accepted value. */
  max?: number
  /** Unset in the configuration: what the service does (shown, and compared against on save). */
  fallback?: string
}
export interface ConfigGroup {
  title: string
  fields: ConfigField[]
  /** An OAuth provider: the page shows the callback URL to register with it. */
  oauth?: boolean
  /**
   * The group's first field turns a feature on, as a switch (OAuth, CAPTCHA) or once filled in (custom
   * SMTP's host): the page refuses the feature without the fields it needs ([key, name in a sentence]).
   */
  requires?: { when: 'switch' | 'filled'; fields: readonly (readonly [key: string, name: string])[]; feature: string }
}

const oauth = (name: string, key: string): ConfigGroup => ({
  title: name,
  oauth: true,
  requires: {
    when: 'switch',
    fields: [
      [`EXTERNAL_${key}_CLIENT_ID`, `${name} client ID`],
      [`EXTERNAL_${key}_SECRET`, `${name} client secret`],
    ],
    feature: `${name} sign-in`,
  },
  fields: [
    { key: `EXTERNAL_${key}_ENABLED`, label: `Enable ${name} sign-in`, kind: 'boolean' },
    { key: `EXTERNAL_${key}_CLIENT_ID`, label: `${name} client ID`, kind: 'text' },
    { key: `EXTERNAL_${key}_SECRET`, label: `${name} client secret`, kind: 'secret', description: 'Write-only: the saved secret is never shown.' },
  ],
})

interface AuthSettingsPageDefinition {
  title: string
  description: string
  groups: ConfigGroup[]
  /** A warning shown while the saved configuration leaves a key unset. */
  notice?: { whenUnset: string; title: string; text: string }
}

export const AUTH_SETTINGS_PAGES = {
  providers: {
    title: 'Sign in / Providers',
    description: 'How users sign in to your app: email, phone, anonymous sign-ins and OAuth providers.',
    groups: [
      {
        title: 'Email',
        fields: [
          { key: 'EXTERNAL_EMAIL_ENABLED', label: 'Enable email sign-in', kind: 'boolean' },
          { key: 'MAILER_AUTOCONFIRM', label: 'Confirm email', kind: 'boolean', inverted: true, description: 'Users confirm their address before they first sign in.' },
          { key: 'MAILER_SECURE_EMAIL_CHANGE_ENABLED', label: 'Secure email change', kind: 'boolean', description: 'Both the old and the new address confirm a change.' },
          { key: 'MAILER_OTP_LENGTH', label: 'Email OTP length', kind: 'number' },
          { key: 'MAILER_OTP_EXP', label: 'Email OTP expiry (seconds)', kind: 'number' },
        ],
      },
      {
        title: 'Phone',
        fields: [
          { key: 'EXTERNAL_PHONE_ENABLED', label: 'Enable phone sign-in', kind: 'boolean' },
          { key: 'SMS_OTP_LENGTH', label: 'SMS OTP length', kind: 'number' },
          { key: 'SMS_OTP_EXP', label: 'SMS OTP expiry (seconds)', kind: 'number' },
        ],
      },
      { title: 'Anonymous sign-ins', fields: [{ key: 'EXTERNAL_ANONYMOUS_USERS_ENABLED', label: 'Allow anonymous sign-ins', kind: 'boolean' }] },
      {
        title: 'Password strength',
        fields: [
          { key: 'PASSWORD_MIN_LENGTH', label: 'Minimum password length', kind: 'number' },
          { key: 'PASSWORD_REQUIRED_CHARACTERS', label: 'Required characters', kind: 'text', description: 'Character sets every password must contain, separated by colons, e.g. abcdefghijklmnopqrstuvwxyz:0123456789' },
        ],
      },
      oauth('GitHub', 'GITHUB'),
      oauth('Google', 'GOOGLE'),
      oauth('GitLab', 'GITLAB'),
      oauth('Azure', 'AZURE'),
      oauth('Apple', 'APPLE'),
      oauth('Discord', 'DISCORD'),
    ],
  },
  'url-configuration': {
    title: 'URL configuration',
    description: 'Where users land after signing in and which redirect URLs are allowed.',
    groups: [
      {
        title: 'URLs',
        fields: [
          { key: 'SITE_URL', label: 'Site URL', kind: 'url', description: 'The default redirect after sign-in, and the base of links in emails.' },
          { key: 'URI_ALLOW_LIST', label: 'Redirect URLs', kind: 'list', description: 'One URL per line. Wildcards: * matches any characters but a dot or slash, ** any characters (https://*.example.com/**).' },
        ],
      },
    ],
  },
  'rate-limits': {
    title: 'Rate limits',
    description: 'How many requests the auth service accepts per hour (emails, SMS) or per 5 minutes per IP.',
    groups: [
      {
        title: 'Limits',
        fields: [
          { key: 'RATE_LIMIT_EMAIL_SENT', label: 'Emails sent per hour', kind: 'number' },
          { key: 'RATE_LIMIT_SMS_SENT', label: 'SMS messages sent per hour', kind: 'number' },
          { key: 'RATE_LIMIT_TOKEN_REFRESH', label: 'Token refreshes per 5 minutes per IP', kind: 'number' },
          { key: 'RATE_LIMIT_VERIFY', label: 'Sign-ups and sign-ins per 5 minutes per IP', kind: 'number' },
          { key: 'RATE_LIMIT_OTP', label: 'OTP sign-ins per 5 minutes per IP', kind: 'number' },
          { key: 'RATE_LIMIT_ANONYMOUS_USERS', label: 'Anonymous sign-ins per hour per IP', kind: 'number' },
        ],
      },
    ],
  },
  sessions: {
    title: 'Sessions',
    description: 'How long users stay signed in, how their tokens are renewed, and who may sign up.',
    groups: [
      {
        title: 'Refresh tokens',
        fields: [
          { key: 'REFRESH_TOKEN_ROTATION_ENABLED', env: 'GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED', label: 'Detect and revoke compromised refresh tokens', kind: 'boolean', description: 'Each refresh token is used once: reusing an old one ends the session.' },
          { key: 'SECURITY_REFRESH_TOKEN_REUSE_INTERVAL', label: 'Refresh token reuse interval (seconds)', kind: 'number', description: 'How long an old refresh token is still accepted, for clients that retry.' },
        ],
      },
      {
        title: 'Access tokens',
        fields: [
          { key: 'JWT_EXP', label: 'Access token expiry (seconds)', kind: 'number', max: 604800, description: 'How long a signed-in user’s JWT is valid (exp). At most 604800 (one week).' },
        ],
      },
      {
        title: 'Sign-up',
        fields: [
          { key: 'DISABLE_SIGNUP', label: 'Allow new users to sign up', kind: 'boolean', inverted: true, description: 'Off: only invited or admin-created users can sign in.' },
          { key: 'RATE_LIMIT_VERIFY', label: 'Sign-ups and sign-ins per 5 minutes per IP', kind: 'number' },
        ],
      },
      {
        title: 'Sessions',
        fields: [
          { key: 'SESSIONS_TIMEBOX', label: 'Time-box user sessions (seconds, 0 for never)', kind: 'number' },
          { key: 'SESSIONS_INACTIVITY_TIMEOUT', label: 'Inactivity timeout (seconds, 0 for never)', kind: 'number' },
          { key: 'SESSIONS_SINGLE_PER_USER', label: 'Single session per user', kind: 'boolean', description: 'A new sign-in ends the user’s other sessions.' },
        ],
      },
    ],
  },
  mfa: {
    title: 'Multi-factor authentication',
    description: 'Which second factors users may enrol and verify.',
    groups: [
      {
        title: 'Factors',
        fields: [
          { key: 'MFA_TOTP_ENROLL_ENABLED', label: 'Allow TOTP (authenticator app) enrolment', kind: 'boolean' },
          { key: 'MFA_TOTP_VERIFY_ENABLED', label: 'Allow TOTP verification', kind: 'boolean' },
          { key: 'MFA_PHONE_ENROLL_ENABLED', label: 'Allow phone enrolment', kind: 'boolean' },
          { key: 'MFA_PHONE_VERIFY_ENABLED', label: 'Allow phone verification', kind: 'boolean' },
          { key: 'MFA_MAX_ENROLLED_FACTORS', label: 'Maximum factors per user', kind: 'number' },
        ],
      },
    ],
  },
  smtp: {
    title: 'SMTP settings',
    description: 'Send the auth emails (confirmations, magic links, password resets) through your own mail server.',
    notice: {
      whenUnset: 'SMTP_HOST',
      title: 'The built-in email sender is for testing only',
      text: 'It sends only a few emails an hour, and only to the members of your organization. Set up your own SMTP server before your app goes to production.',
    },
    groups: [
      {
        title: 'Custom SMTP',
        requires: { when: 'filled', fields: [['SMTP_PORT', 'port'], ['SMTP_ADMIN_EMAIL', 'sender email address']], feature: 'custom SMTP' },
        fields: [
          { key: 'SMTP_HOST', label: 'Host', kind: 'text', description: 'Your mail server, e.g. smtp.example.com. Empty: the built-in sender.' },
          { key: 'SMTP_PORT', label: 'Port', kind: 'number', description: 'Usually 465 or 587. Port 25 is often blocked.' },
          { key: 'SMTP_USER', label: 'Username', kind: 'text' },
          { key: 'SMTP_PASS', label: 'Password', kind: 'secret', description: 'Write-only: the saved password is never shown.' },
          { key: 'SMTP_SENDER_NAME', label: 'Sender name', kind: 'text' },
          { key: 'SMTP_ADMIN_EMAIL', label: 'Sender email address', kind: 'email', description: 'The address the emails come from, e.g. no-reply@example.com.' },
          { key: 'SMTP_MAX_FREQUENCY', label: 'Minimum interval between emails to one user (seconds)', kind: 'number' },
        ],
      },
    ],
  },
  protection: {
    title: 'Attack protection',
    description: 'Keep bots and stolen passwords out: a CAPTCHA on sign-up and sign-in, and leaked-password checks.',
    groups: [
      {
        title: 'Bot and abuse protection',
        requires: { when: 'switch', fields: [['SECURITY_CAPTCHA_SECRET', 'CAPTCHA secret']], feature: 'CAPTCHA protection' },
        fields: [
          { key: 'SECURITY_CAPTCHA_ENABLED', label: 'Enable CAPTCHA protection', kind: 'boolean', description: 'Sign-up, sign-in and password recovery need a solved CAPTCHA token.' },
          {
            key: 'SECURITY_CAPTCHA_PROVIDER',
            label: 'CAPTCHA provider',
            kind: 'select',
            fallback: 'hcaptcha',
            options: [
              { value: 'hcaptcha', label: 'hCaptcha' },
              { value: 'turnstile', label: 'Cloudflare Turnstile' },
            ],
          },
          { key: 'SECURITY_CAPTCHA_SECRET', label: 'CAPTCHA secret', kind: 'secret', description: 'Write-only: the saved secret is never shown.' },
        ],
      },
      {
        title: 'Passwords',
        fields: [
          { key: 'PASSWORD_HIBP_ENABLED', label: 'Prevent use of leaked passwords', kind: 'boolean', description: 'Passwords found in known breaches (HaveIBeenPwned.org) are refused.' },
        ],
      },
    ],
  },
} satisfies Record<string, AuthSettingsPageDefinition>

export type AuthSettingsSection = keyof typeof AUTH_SETTINGS_PAGES
