import { z } from 'zod/mini'
import type { Point } from './layout'

/** Where the user moved the nodes of one schema, by table name, kept in this browser. */
const savedLayoutSchema = z.record(z.string(), z.object({ x: z.number(), y: z.number() }))

const storageKey = (projectRef: string, schema: string) => `schema-visualizer:${projectRef}:${schema}`

export function readSavedLayout(projectRef: string, schema: string): Record<string, Point> {
  try {
    const parsed = savedLayoutSchema.safeParse(JSON.parse(localStorage.getItem(storageKey(projectRef, schema)) ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

export function saveLayout(projectRef: string, schema: string, positions: Record<string, Point>) {
  try {
    localStorage.setItem(storageKey(projectRef, schema), JSON.stringify(positions))
  } catch {
    // Storage full or blocked: the layout is simply not kept.
  }
}

export function forgetLayout(projectRef: string, schema: string) {
  localStorage.removeItem(storageKey(projectRef, schema))
}

/**
 * The automatic layout of a schema, kept per schema with the signature of what it was computed from:
 * reopening an unchanged schema skips the layout (seconds for hundreds of tables on a slow machine).
 */
const autoLayoutSchema = z.object({ signature: z.string(), positions: savedLayoutSchema })
const autoKey = (projectRef: string, schema: string) => `schema-visualizer-auto:${projectRef}:${schema}`

export function cachedAutoLayout(
  projectRef: string,
  schema: string,
  signature: string,
  compute: () => Record<string, Point>,
): Record<string, Point> {
  try {
    const cached = autoLayoutSchema.safeParse(JSON.parse(localStorage.getItem(autoKey(projectRef, schema)) ?? 'null'))
    if (cached.success && cached.data.signature === signature) return cached.data.positions
  } catch {
    // Unreadable: computed again below.
  }
  const positions = compute()
  try {
    localStorage.setItem(autoKey(projectRef, schema), JSON.stringify({ signature, positions }))
  } catch {
    // Storage full or blocked: computed again next time.
  }
  return positions
}
