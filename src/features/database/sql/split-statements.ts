/** A statement of a SQL script as the words that matter: keywords and names, outside comments and literals. */
export interface Statement {
  /** Upper-cased bare words, in order; quoted identifiers and literals are left out. */
  words: string[]
  /**
   * The words at the statement's outermost parenthesis level (its own clauses, not its subqueries'):
   * `select * from (select 1 limit 5) s` has no LIMIT of its own, `(select 1 limit 5)` has.
   */
  outerWords: string[]
  /** The statement's text, comments included, trimmed. */
  text: string
}

const WORD = /[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/y
const DOLLAR_TAG = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/y

/**
 * Splits SQL into statements on top-level semicolons, skipping line and (nested) block comments,
 * single-quoted and E'' strings, dollar-quoted bodies and double-quoted identifiers, as Postgres does.
 */
export function splitStatements(sql: string): Statement[] {
  const statements: Statement[] = []
  let words: string[] = []
  let depths: number[] = []
  let depth = 0
  let start = 0
  let i = 0
  const end = () => {
    const text = sql.slice(start, i).trim()
    const outer = depths.reduce((min, d) => Math.min(min, d), Infinity)
    if (words.length > 0 || text) statements.push({ words, outerWords: words.filter((_, n) => depths[n] === outer), text })
    words = []
    depths = []
    depth = 0
  }
  while (i < sql.length) {
    const ch = sql[i]!
    const next = sql[i + 1]
    if (ch === '-' && next === '-') {
      const newline = sql.indexOf('\n', i)
      i = newline < 0 ? sql.length : newline + 1
    } else if (ch === '/' && next === '*') {
      let depth = 1
      i += 2
      while (i < sql.length && depth > 0) {
        const pair = sql.slice(i, i + 2)
        if (pair === '/*' || pair === '*/') {
          depth += pair === '/*' ? 1 : -1
          i += 2
        } else i++
      }
    } else if (ch === "'" || ((ch === 'E' || ch === 'e') && next === "'" && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? ''))) {
      const escapes = ch !== "'"
      i += escapes ? 2 : 1
      while (i < sql.length) {
        if (escapes && sql[i] === '\\') i += 2
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2
        else if (sql[i] === "'") break
        else i++
      }
      i++
    } else if (ch === '"') {
      i++
      while (i < sql.length && !(sql[i] === '"' && sql[i + 1] !== '"')) i += sql[i] === '"' ? 2 : 1
      i++
    } else if (ch === '$' && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
      DOLLAR_TAG.lastIndex = i
      const tag = DOLLAR_TAG.exec(sql)
      if (tag) {
        const close = sql.indexOf(tag[0], i + tag[0].length)
        i = close < 0 ? sql.length : close + tag[0].length
      } else i++
    } else if (ch === ';') {
      end()
      i++
      start = i
    } else if (ch === '(' || ch === ')') {
      depth += ch === '(' ? 1 : -1
      i++
    } else {
      WORD.lastIndex = i
      const word = WORD.exec(sql)
      if (word) {
        words.push(word[0].toUpperCase())
        depths.push(depth)
        i += word[0].length
      } else i++
    }
  }
  end()
  return statements
}
