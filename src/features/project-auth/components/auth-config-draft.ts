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
  return saved === null ? '' : String(saved)
}

function toValue(field: ConfigField, input: string | boolean): AuthConfigValue {
  if (field.kind === 'boolean') return field.inverted ? !input : Boolean(input)
  const text = String(input).trim()
  if (field.kind === 'number') return Number(text)
  if (field.kind === 'list') return text.split(/[\n,]/).map((s) => s.trim()).filter(Boolean).join(',')
  return text === '' && field.kind !== 'text' ? null : text
}

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
    if (field.kind === 'url' && !isHttpUrl(text)) errors[field.key] = 'Enter a URL that starts with http:// or https://'
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
    if (field.kind === 'secret' ? next !== null : next !== (config[field.key] ?? null)) changes[field.key] = next
  }
  return changes
}

/**
 * An OAuth provider switched on (or left on while its fields change) needs its client ID and secret:
 * GoTrue would accept the switch and every sign-in with the provider would then fail.
 */
export function validateProviders(groups: readonly ConfigGroup[], config: AuthConfig, draft: ConfigDraft): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const group of groups) {
    if (!group.oauth) continue
    const [enabled, clientId, secret] = group.fields
    if (!enabled || !clientId || !secret || !group.fields.some((field) => field.key in draft)) continue
    if (!shownValue(enabled, config, draft)) continue
    if (String(shownValue(clientId, config, draft)).trim() === '') errors[clientId.key] = `Enter the ${group.title} client ID to enable ${group.title} sign-in`
    const secretTyped = String(draft[secret.key] ?? '').trim() !== ''
    if (!secretTyped && !config[secret.key]) errors[secret.key] = `Enter the ${group.title} client secret to enable ${group.title} sign-in`
  }
  return errors
}
