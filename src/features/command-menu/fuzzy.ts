const WORD_BREAK = /[\s\-_/·.:]/

/**
 * Scores how well `query` matches `text` as an in-order subsequence (null: no match). Consecutive
 * letters, word starts and a plain substring score higher; shorter texts win ties.
 */
export function fuzzyScore(query: string, text: string): number | null {
  const q = query.toLowerCase()
  const t = text.toLowerCase()
  if (!q) return 0
  let score = 0
  let from = 0
  let previous = -2
  for (const char of q) {
    const index = t.indexOf(char, from)
    if (index === -1) return null
    score += 1
    if (index === previous + 1) score += 2
    if (index === 0 || WORD_BREAK.test(t[index - 1] ?? '')) score += 3
    previous = index
    from = index + 1
  }
  if (t.includes(q)) score += q.length * 2
  return score - t.length * 0.01
}

export interface Searchable {
  label: string
  description?: string | undefined
  keywords?: readonly string[] | undefined
}

/** Every word of the query must match the label (weighted double), the description or a keyword. */
export function scoreSearchable(query: string, item: Searchable): number | null {
  const words = query.trim().split(/\s+/).filter(Boolean)
  let total = 0
  for (const word of words) {
    const scores = [
      fuzzyScore(word, item.label),
      fuzzyScore(word, item.description ?? ''),
      ...(item.keywords ?? []).map((k) => fuzzyScore(word, k)),
    ]
    const [label, ...rest] = scores
    const best = Math.max(
      label === null || label === undefined ? -Infinity : label * 2,
      ...rest.map((s) => (s === null || s === undefined ? -Infinity : s)),
    )
    if (best === -Infinity) return null
    total += best
  }
  return total
}
