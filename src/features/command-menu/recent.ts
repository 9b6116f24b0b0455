import { z } from 'zod/mini'

export const RECENT_STORAGE_KEY = 'dashboard-command-menu-recent'
export const RECENT_LIMIT = 5

const recentSchema = z.catch(z.array(z.string()), [])

/** Ids of the destinations last opened from the command menu, newest first. */
export function readRecent(): string[] {
  try {
    const raw = localStorage.getItem(RECENT_STORAGE_KEY)
    return raw ? recentSchema.parse(JSON.parse(raw)).slice(0, RECENT_LIMIT) : []
  } catch {
    return []
  }
}

export function rememberRecent(id: string) {
  const next = [id, ...readRecent().filter((existing) => existing !== id)].slice(0, RECENT_LIMIT)
  localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify(next))
}
