import type { SqlTemplate } from '@/features/database'

/**
 * The templates whose title, description or SQL hold every word of the search (any order, any case):
 * "rls todo" finds the todo list. An empty search keeps them all.
 */
export function searchTemplates(templates: readonly SqlTemplate[], search: string): SqlTemplate[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...templates]
  return templates.filter((t) => {
    const text = `${t.title}\n${t.description}\n${t.sql}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}
