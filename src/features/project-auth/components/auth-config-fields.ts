/** The settings of each Auth page: GoTrue configuration keys and how they are edited. */
export type FieldKind = 'boolean' | 'number' | 'text' | 'url' | 'secret' | 'list'
export interface ConfigField {
  key: string
  label: string
  kind: FieldKind
  description?: string
  /** A toggle that shows the key's opposite (Confirm email = not MAILER_AUTOCONFIRM). */
  inverted?: boolean
}
export interface ConfigGroup {
  title: string
  fields: ConfigField[]
  /** An OAuth provider: the page shows the callback URL to register with it. */
  oauth?: boolean
}

const oauth = (name: string, key: string): ConfigGroup => ({
  title: name,
  oauth: true,
  fields: [
    { key: `EXTERNAL_${key}_ENABLED`, label: `Enable ${name} sign-in`, kind: 'boolean' },
    { key: `EXTERNAL_${key}_CLIENT_ID`, label: `${name} client ID`, kind: 'text' },
    { key: `EXTERNAL_${key}_SECRET`, label: `${name} client secret`, kind: 'secret', description: 'Write-only: the saved secret is never shown.' },
  ],
})

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
          { key: 'PASSWORD_HIBP_ENABLED', label: 'Prevent use of leaked passwords', kind: 'boolean' },
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
          { key: 'RATE_LIMIT_VERIFY', label: 'Verifications per 5 minutes per IP', kind: 'number' },
          { key: 'RATE_LIMIT_OTP', label: 'OTP sign-ins per 5 minutes per IP', kind: 'number' },
          { key: 'RATE_LIMIT_ANONYMOUS_USERS', label: 'Anonymous sign-ins per hour per IP', kind: 'number' },
        ],
      },
    ],
  },
  sessions: {
    title: 'Sessions',
    description: 'How long users stay signed in.',
    groups: [
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
} satisfies Record<string, { title: string; description: string; groups: ConfigGroup[] }>

export type AuthSettingsSection = keyof typeof AUTH_SETTINGS_PAGES
