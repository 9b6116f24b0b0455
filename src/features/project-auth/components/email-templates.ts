import type { AuthConfig } from '../api/auth-config-query'

/**
 * The auth service's emails (CONTRACT §10, §11): each one's subject and HTML body are GoTrue
 * configuration keys (MAILER_SUBJECTS_{ID}, MAILER_TEMPLATES_{ID}_CONTENT); self-hosted, GoTrue takes
 * them from GOTRUE_MAILER_SUBJECTS_{ID} and GOTRUE_MAILER_TEMPLATES_{ID} (the URL of an HTML file).
 */
export interface EmailTemplate {
  id: 'CONFIRMATION' | 'INVITE' | 'MAGIC_LINK' | 'EMAIL_CHANGE' | 'RECOVERY' | 'REAUTHENTICATION'
  label: string
  description: string
  /** The Go template variables the body may use. */
  variables: readonly string[]
}

const LINK_VARIABLES = ['.ConfirmationURL', '.Token', '.TokenHash', '.SiteURL', '.RedirectTo', '.Email', '.Data'] as const

export const EMAIL_TEMPLATES: readonly EmailTemplate[] = [
  { id: 'CONFIRMATION', label: 'Confirm signup', description: 'Asks new users to confirm their email address.', variables: LINK_VARIABLES },
  { id: 'INVITE', label: 'Invite user', description: 'Invites someone who has no account yet.', variables: LINK_VARIABLES },
  { id: 'MAGIC_LINK', label: 'Magic link', description: 'Signs a user in with a one-time link.', variables: LINK_VARIABLES },
  {
    id: 'EMAIL_CHANGE',
    label: 'Change email address',
    description: 'Asks users to confirm the new address they asked for.',
    variables: [...LINK_VARIABLES, '.NewEmail'],
  },
  { id: 'RECOVERY', label: 'Reset password', description: 'Lets users choose a new password.', variables: LINK_VARIABLES },
  {
    id: 'REAUTHENTICATION',
    label: 'Reauthentication',
    description: 'Sends a one-time code before a sensitive action, such as a password change.',
    variables: ['.Token', '.SiteURL', '.Email', '.Data'],
  },
]

export const subjectKey = (template: EmailTemplate) => `MAILER_SUBJECTS_${template.id}`
export const contentKey = (template: EmailTemplate) => `MAILER_TEMPLATES_${template.id}_CONTENT`
/** The variables that set them on a self-hosted auth service. */
export const subjectVariable = (template: EmailTemplate) => `GOTRUE_MAILER_SUBJECTS_${template.id}`
export const contentVariable = (template: EmailTemplate) => `GOTRUE_MAILER_TEMPLATES_${template.id}`

/** What the user typed, per configuration key; only touched keys. */
export type TemplatesDraft = Record<string, string>

export const savedText = (config: AuthConfig, key: string) => {
  const value = config[key]
  return typeof value === 'string' ? value : ''
}

/** The keys whose draft differs from the saved value: the PATCH body. */
export function changedTemplateKeys(config: AuthConfig, draft: TemplatesDraft): Record<string, string> {
  return Object.fromEntries(Object.entries(draft).filter(([key, value]) => value !== savedText(config, key)))
}

/** Messages for empty subjects or bodies in the draft (GoTrue would send an empty email). */
export function validateTemplates(draft: TemplatesDraft): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [key, value] of Object.entries(draft)) {
    if (value.trim()) continue
    errors[key] = key.startsWith('MAILER_SUBJECTS_') ? 'Enter a subject' : 'Enter the message body'
  }
  return errors
}

const SAMPLE_VALUES: Record<string, string> = {
  ConfirmationURL: 'https://example.com/auth/v1/verify?token=sample-token&type=signup',
  Token: '123456',
  TokenHash: 'sample-token-hash',
  SiteURL: 'https://example.com',
  RedirectTo: 'https://example.com/welcome',
  Email: 'user@example.com',
  NewEmail: 'new.address@example.com',
  Data: '{}',
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The body as the preview shows it: known variables filled with sample values, inside a document
 * whose policy forbids scripts (the frame is sandboxed as well).
 */
export function previewDocument(body: string): string {
  const filled = body.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) =>
    name in SAMPLE_VALUES ? escapeHtml(SAMPLE_VALUES[name]!) : whole,
  )
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: data:; style-src 'unsafe-inline'"></head><body style="font-family: sans-serif">${filled}</body></html>`
}
