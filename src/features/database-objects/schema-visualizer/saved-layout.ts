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
