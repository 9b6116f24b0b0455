import { z } from 'zod/mini'

/** SPEC §3 AI opt-in keys: what context may leave the browser with a question. */
export const AI_OPT_IN_KEYS = ['AI_SQL', 'AI_DATA', 'AI_LOG'] as const
export type AiOptInKey = (typeof AI_OPT_IN_KEYS)[number]

/**
 * Until the organization opts in, nothing but the user's own text goes to the model (issue 11 item 3).
 * The choice is an organization setting (`opt_in_tags`, stored through the platform API); self-hosted it
 * comes from config.json (`aiOptIn`).
 */
export const DEFAULT_AI_OPT_IN: readonly AiOptInKey[] = []

const keySchema = z.enum(AI_OPT_IN_KEYS)

/** The known keys among `values`, in their canonical order; anything else is ignored. */
export function toAiOptIn(values: readonly unknown[] | null | undefined): AiOptInKey[] {
  const known = new Set((values ?? []).filter((value): value is AiOptInKey => keySchema.safeParse(value).success))
  return AI_OPT_IN_KEYS.filter((key) => known.has(key))
}

/** Self-hosted: the operator's comma-separated `aiOptIn` from config.json. */
export function configAiOptIn(value: string): AiOptInKey[] {
  return toAiOptIn(value.split(',').map((key) => key.trim()))
}

/** What the panel says is shared with the model. */
export function sharedContextSummary(keys: readonly AiOptInKey[]) {
  const parts = ['your messages']
  if (keys.includes('AI_SQL')) parts.push('the database schema (tables, columns, keys, relationships)')
  if (keys.includes('AI_DATA')) parts.push('the rows of results you ran in the chat')
  if (keys.includes('AI_LOG')) parts.push('log lines of this project')
  return `Shared with the assistant: ${parts.length === 1 ? 'only your messages' : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`}.`
}
