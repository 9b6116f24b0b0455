import { z } from 'zod/mini'

/** SPEC §3 AI opt-in keys: what context may leave the browser with a question. */
export const AI_OPT_IN_KEYS = ['AI_SQL', 'AI_DATA', 'AI_LOG'] as const
export type AiOptInKey = (typeof AI_OPT_IN_KEYS)[number]

/** Until an organization decides, only the schema is shared. */
export const DEFAULT_AI_OPT_IN: readonly AiOptInKey[] = ['AI_SQL']
export const AI_OPT_IN_KEY_PREFIX = 'dashboard-ai-opt-in-'

const optInSchema = z.array(z.enum(AI_OPT_IN_KEYS))

/** The stored choice, or the default when there is none or it is unreadable. */
export function parseAiOptIn(raw: string | null): AiOptInKey[] {
  try {
    const parsed = optInSchema.safeParse(JSON.parse(raw ?? 'null'))
    return parsed.success ? AI_OPT_IN_KEYS.filter((key) => parsed.data.includes(key)) : [...DEFAULT_AI_OPT_IN]
  } catch {
    return [...DEFAULT_AI_OPT_IN]
  }
}

export function readAiOptIn(organizationSlug: string | undefined, storage: Storage = localStorage): AiOptInKey[] {
  return parseAiOptIn(organizationSlug ? storage.getItem(AI_OPT_IN_KEY_PREFIX + organizationSlug) : null)
}

export function writeAiOptIn(organizationSlug: string, keys: readonly AiOptInKey[], storage: Storage = localStorage) {
  storage.setItem(
    AI_OPT_IN_KEY_PREFIX + organizationSlug,
    JSON.stringify(AI_OPT_IN_KEYS.filter((k) => keys.includes(k))),
  )
}
