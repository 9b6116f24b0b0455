import { splitStatements } from './tokenize'

/** Statements that change data or schema and ask for confirmation before they run (issue 7). */
export const DESTRUCTIVE_KEYWORDS = [
  'INSERT',
  'UPDATE',
  'DELETE',
  'DROP',
  'ALTER',
  'TRUNCATE',
  'CREATE',
  'GRANT',
  'REVOKE',
] as const
export type DestructiveKeyword = (typeof DESTRUCTIVE_KEYWORDS)[number]

const STARTS = new Set<string>([...DESTRUCTIVE_KEYWORDS])
const DATA_CHANGES = ['INSERT', 'UPDATE', 'DELETE'] as const
const EXPLAIN_OPTIONS = new Set([
  'ANALYZE',
  'ANALYSE',
  'VERBOSE',
  'COSTS',
  'BUFFERS',
  'FORMAT',
  'TEXT',
  'JSON',
  'YAML',
  'XML',
  'SETTINGS',
  'WAL',
  'TIMING',
  'SUMMARY',
  'TRUE',
  'FALSE',
  'ON',
  'OFF',
])

/** What one statement would change, if anything: the keyword that makes it destructive. */
function classify(words: string[]): DestructiveKeyword | undefined {
  let rest = words
  // EXPLAIN ANALYZE runs the statement it explains; plain EXPLAIN does not.
  if (rest[0] === 'EXPLAIN') {
    let k = 1
    while (k < rest.length && EXPLAIN_OPTIONS.has(rest[k]!)) k++
    if (!rest.slice(1, k).some((w) => w === 'ANALYZE' || w === 'ANALYSE')) return undefined
    rest = rest.slice(k)
  }
  const first = rest[0]
  if (!first) return undefined
  if (STARTS.has(first)) return first as DestructiveKeyword
  // MERGE inserts, updates or deletes rows.
  if (first === 'MERGE') return rest.includes('DELETE') ? 'DELETE' : rest.includes('INSERT') ? 'INSERT' : 'UPDATE'
  // A WITH query may hide a data-changing statement in a CTE or as its main statement.
  if (first === 'WITH') return DATA_CHANGES.find((kw) => rest.includes(kw))
  // SELECT ... INTO creates a table.
  if (first === 'SELECT' && rest.includes('INTO')) return 'CREATE'
  return undefined
}

export interface DestructiveCheck {
  destructive: boolean
  /** The destructive keywords found, in order of appearance, without repeats. */
  keywords: DestructiveKeyword[]
}

/** Whether running `sql` would change data or schema; comments and string literals are ignored. */
export function checkDestructive(sql: string): DestructiveCheck {
  const keywords: DestructiveKeyword[] = []
  for (const statement of splitStatements(sql)) {
    const keyword = classify(statement.words)
    if (keyword && !keywords.includes(keyword)) keywords.push(keyword)
  }
  return { destructive: keywords.length > 0, keywords }
}
