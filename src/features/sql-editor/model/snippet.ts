import { z } from 'zod/mini'
import { chartConfigSchema } from './chart-config'

/** CONTRACT §9: one SQL snippet of a project. */
export const snippetSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  type: z.literal('sql'),
  // The result chart's choice (issue 38 item 4); an unreadable one is dropped, the snippet kept.
  content: z.object({ sql: z.string(), chart: z.catch(z.optional(chartConfigSchema), undefined) }),
  favorite: z.boolean(),
  inserted_at: z.string(),
  updated_at: z.string(),
})
export type Snippet = z.infer<typeof snippetSchema>

export const UNTITLED_SNIPPET_NAME = 'Untitled query'

export function newSnippet(sql: string, now = new Date()): Snippet {
  const at = now.toISOString()
  return {
    id: crypto.randomUUID(),
    name: UNTITLED_SNIPPET_NAME,
    type: 'sql',
    content: { sql },
    favorite: false,
    inserted_at: at,
    updated_at: at,
  }
}

/** Newest first (by last change), favorites not reordered: the list shows them in their own group. */
export function sortSnippets(snippets: readonly Snippet[]): Snippet[] {
  return [...snippets].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.name.localeCompare(b.name))
}

/** Case-insensitive match on the name and the SQL text. */
export function filterSnippets(snippets: readonly Snippet[], search: string): Snippet[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return [...snippets]
  return snippets.filter((s) => s.name.toLowerCase().includes(needle) || s.content.sql.toLowerCase().includes(needle))
}
