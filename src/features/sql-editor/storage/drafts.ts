import { z } from 'zod/mini'

/**
 * What the user typed and the server has not confirmed yet, kept synchronously in localStorage so a
 * reload, a crash or a failed save never loses it. Removed once a save of that exact text succeeds.
 */
const DRAFT_KEY_PREFIX = 'dashboard-sql-draft-'

const draftSchema = z.object({
  sql: z.string(),
  /** Epoch ms of the edit. */
  at: z.number(),
  /** Present when the snippet was never saved: the draft recreates it. */
  name: z.optional(z.string()),
})
export type Draft = z.infer<typeof draftSchema>

const key = (ref: string, id: string) => `${DRAFT_KEY_PREFIX}${ref}-${id}`

export function readDraft(ref: string, id: string): Draft | undefined {
  try {
    const raw = localStorage.getItem(key(ref, id))
    if (raw === null) return undefined
    const parsed = draftSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export function writeDraft(ref: string, id: string, draft: Draft): boolean {
  try {
    localStorage.setItem(key(ref, id), JSON.stringify(draft))
    return true
  } catch {
    return false
  }
}

/** Removes the draft only if it still holds `sql` (a newer edit keeps its draft). */
export function clearDraft(ref: string, id: string, sql?: string) {
  try {
    if (sql !== undefined && readDraft(ref, id)?.sql !== sql) return
    localStorage.removeItem(key(ref, id))
  } catch {
    // Blocked storage: nothing was kept.
  }
}
