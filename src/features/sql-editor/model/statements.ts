import { checkDestructive, splitStatements } from '@/features/assistant'

export interface LocatedStatement {
  words: string[]
  /** Its words outside its subqueries (see the splitter's `outerWords`). */
  outerWords: string[]
  text: string
  /** Offsets of the statement's text (trimmed, without its semicolon) in the script. */
  from: number
  to: number
}

/** The statements of a script with where each one sits, for "run the statement under the cursor". */
export function locateStatements(sql: string): LocatedStatement[] {
  let cursor = 0
  const located: LocatedStatement[] = []
  for (const statement of splitStatements(sql)) {
    const from = sql.indexOf(statement.text, cursor)
    if (from < 0) continue
    const to = from + statement.text.length
    located.push({ ...statement, from, to })
    cursor = to
  }
  return located.filter((s) => s.words.length > 0)
}

/** The statement that holds the cursor; between statements, the one just before it (else the next). */
export function statementAt(sql: string, position: number): LocatedStatement | undefined {
  const statements = locateStatements(sql)
  let best: LocatedStatement | undefined
  for (const statement of statements) {
    if (statement.from <= position) best = statement
    if (position <= statement.to && position >= statement.from) return statement
  }
  return best ?? statements[0]
}

/**
 * The destructive statements: drop, truncate, delete or update without where, alter ... drop.
 * Built on the assistant's detector (comments, literals, CTEs and EXPLAIN ANALYZE handled there).
 */
export function destructiveStatements(sql: string): string[] {
  const found: string[] = []
  for (const statement of splitStatements(sql)) {
    const { keywords } = checkDestructive(statement.text)
    const words = statement.words
    const hit =
      keywords.includes('DROP') ||
      keywords.includes('TRUNCATE') ||
      (keywords.includes('ALTER') && words.includes('DROP')) ||
      ((keywords.includes('DELETE') || keywords.includes('UPDATE')) && !words.includes('WHERE'))
    if (hit) found.push(statement.text)
  }
  return found
}

export const RESULT_LIMITS = [100, 500, 1000] as const
export type ResultLimit = (typeof RESULT_LIMITS)[number] | 'none'

/**
 * The last statement of a script, when it is a query without a LIMIT/FETCH of its own (a subquery's does
 * not count), gets `limit n + 1` appended after its text (error positions stay where they were): one row
 * more than shown tells whether rows were really cut (`limitRows`). Answers undefined when nothing is
 * added, and then every row the query returns is the user's to see.
 */
export function withAutoLimit(sql: string, limit: ResultLimit): string | undefined {
  if (limit === 'none') return undefined
  const statement = locateStatements(sql).at(-1)
  if (!statement) return undefined
  const { words, outerWords } = statement
  const isQuery =
    words[0] === 'SELECT' ||
    words[0] === 'TABLE' ||
    words[0] === 'VALUES' ||
    (words[0] === 'WITH' && !['INSERT', 'UPDATE', 'DELETE', 'MERGE'].some((w) => words.includes(w)))
  if (!isQuery) return undefined
  // INTO writes a table and FOR locks rows: neither is a result to cut.
  if (['LIMIT', 'FETCH', 'INTO', 'FOR'].some((w) => outerWords.includes(w))) return undefined
  return `${sql.slice(0, statement.to)}\nlimit ${limit + 1}${sql.slice(statement.to)}`
}

/** The rows shown under the limit, and whether the limit cut any (the last statement returned more). */
export function limitRows<T>(rows: T[], limit: ResultLimit): { rows: T[]; cut: boolean } {
  if (limit === 'none' || rows.length <= limit) return { rows, cut: false }
  return { rows: rows.slice(0, limit), cut: true }
}
