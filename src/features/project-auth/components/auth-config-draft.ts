import type { AuthConfig, AuthConfigValue } from '../api/auth-config-query'
import type { ConfigField, ConfigGroup } from './auth-config-fields'

/** What the user typed (text) or toggled (boolean), per key; only touched keys. */
export type ConfigDraft = Record<string, string | boolean>

const listToText = (value: AuthConfigValue) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean).join('\n') : '')

/** The value a field shows: the draft, else the saved value (secrets start empty). */
export function shownValue(field: ConfigField, config: AuthConfig, draft: ConfigDraft): string | boolean {
  if (field.key in draft) return draft[field.key]!
  const saved = config[field.key] ?? null
  if (field.kind === 'boolean') return field.inverted ? !saved : Boolean(saved)
  if (field.kind === 'secret') return ''
  if (field.kind === 'list') return listToText(saved)
  return saved === null ? (field.fallback ?? '') : String(saved)
}

function toValue(field: ConfigField, input: string | boolean): AuthConfigValue {
  if (field.kind === 'boolean') return field.inverted ? !input : Boolean(input)
  const text = String(input).trim()
  if (field.kind === 'number') return Number(text)
  if (field.kind === 'list') return text.split(/[\n,]/).map((s) => s.trim()).filter(Boolean).join(',')
  return text === '' && field.kind !== 'text' ? null : text
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function isHttpUrl(text: string) {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol)
  } catch {
    return false
  }
}

/** Messages for the draft's invalid fields (SPEC §5: a URL parses and uses http or https). */
export function validateDraft(fields: ConfigField[], draft: ConfigDraft): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    if (!(field.key in draft)) continue
    const text = String(draft[field.key]).trim()
    if (field.kind === 'number' && !/^\d+$/.test(text)) errors[field.key] = 'Enter a whole number, 0 or more'
    else if (field.kind === 'number' && field.max !== undefined && Number(text) > field.max) errors[field.key] = `Enter a whole number from 0 to ${field.max}`
    if (field.kind === 'url' && !isHttpUrl(text)) errors[field.key] = 'Enter a URL that starts with http:// or https://'
    if (field.kind === 'email' && text !== '' && !EMAIL.test(text)) errors[field.key] = 'Enter an email address, e.g. no-reply@example.com'
    if (field.kind === 'list') {
      const bad = text.split(/[\n,]/).map((s) => s.trim()).filter((s) => s && !isHttpUrl(s.replaceAll('*', 'x')))
      if (bad.length) errors[field.key] = `Not a URL: ${bad.join(', ')}`
    }
  }
  return errors
}

/** The keys whose value would change, with their new values: what PATCH sends. */
export function changedKeys(fields: ConfigField[], config: AuthConfig, draft: ConfigDraft): AuthConfig {
  const changes: AuthConfig = {}
  for (const field of fields) {
    if (!(field.key in draft)) continue
    const next = toValue(field, draft[field.key]!)
    const saved = config[field.key] ?? (field.fallback ?? null)
    if (field.kind === 'secret' ? next !== null : next !== saved) changes[field.key] = next
  }
  return changes
}

/**
 * A feature switched on (an OAuth provider, CAPTCHA) or filled in (custom SMTP's host), or left on while
 * its fields change, needs the fields it names: the service would accept it half-set and then fail
 * every sign-in or email.
 */
export function validateRequirements(groups: readonly ConfigGroup[], config: AuthConfig, draft: ConfigDraft): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const group of groups) {
    const [first] = group.fields
    if (!group.requires || !first || !group.fields.some((field) => field.key in draft)) continue
    const on = shownValue(first, config, draft)
    if (group.requires.when === 'switch' ? !on : String(on).trim() === '') continue
    for (const [key, name] of group.requires.fields) {
      const field = group.fields.find((candidate) => candidate.key === key)
      if (!field) continue
      const present =
        field.kind === 'secret' ? String(draft[key] ?? '').trim() !== '' || Boolean(config[key]) : String(shownValue(field, config, draft)).trim() !== ''
      if (!present) errors[key] = `Enter the ${name} to enable ${group.requires.feature}`
    }
  }
  return errors
}
