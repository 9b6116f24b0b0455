import { splitStatements } from './split-statements'

/**
 * Which statements of a text change the schema (CONTRACT §17's changes ledger) and which would end the
 * read-only transaction. Decided per statement on the splitter's words, so comments, literals and
 * dollar-quoted bodies never count.
 */

export interface SchemaChange {
  /** The statement's text as typed (comments included), without its semicolon. */
  text: string
  /** `do`: an anonymous block, which may change the schema; the ledger keeps it, flagged. */
  kind: 'ddl' | 'do'
  /** Its result depends on the rows present when it ran (`create table ... as`, `select into`, `do`). */
  dependsOnData: boolean
}

const DDL_STARTS = new Set(['CREATE', 'ALTER', 'DROP', 'COMMENT', 'GRANT', 'REVOKE', 'SECURITY', 'IMPORT'])

function classify(words: string[], outerWords: string[]): Omit<SchemaChange, 'text'> | undefined {
  const [first, second] = words
  if (!first) return undefined
  if (first === 'DO') return { kind: 'do', dependsOnData: true }
  // SELECT ... INTO creates a table filled with the rows read.
  if (first === 'SELECT' && outerWords.includes('INTO')) return { kind: 'ddl', dependsOnData: true }
  if (!DDL_STARTS.has(first)) return undefined
  // Temporary objects end with the session: nothing for a migration.
  if (first === 'CREATE' && (second === 'TEMP' || second === 'TEMPORARY')) return undefined
  // `create table ... as` and materialized views are filled with the rows present when they ran.
  const head = outerWords.slice(1, 4)
  const fromRows = first === 'CREATE' && ((head.includes('TABLE') && outerWords.includes('AS')) || head.includes('MATERIALIZED'))
  return { kind: 'ddl', dependsOnData: fromRows }
}

/** The statements of `sql` that change the schema, in order. */
export function schemaChanges(sql: string): SchemaChange[] {
  const changes: SchemaChange[] = []
  for (const statement of splitStatements(sql)) {
    const change = classify(statement.words, statement.outerWords)
    if (change) changes.push({ text: statement.text, ...change })
  }
  return changes
}

const ENDS_TRANSACTION = new Set(['COMMIT', 'ROLLBACK', 'END', 'ABORT', 'BEGIN', 'START', 'PREPARE'])
const READ_ONLY_SETTINGS = ['TRANSACTION_READ_ONLY', 'DEFAULT_TRANSACTION_READ_ONLY']

/**
 * The first statement that would end the read-only transaction or turn read-only off: transaction
 * control, `set transaction`, `set session characteristics`, and setting or resetting the read-only
 * settings themselves.
 */
export function transactionControlStatement(sql: string): string | undefined {
  for (const { words, text } of splitStatements(sql)) {
    const [first, second] = words
    if (!first) continue
    if (ENDS_TRANSACTION.has(first) && !(first === 'PREPARE' && second !== 'TRANSACTION')) return text
    if (first === 'SET' || first === 'RESET') {
      const rest = words.slice(1)
      const target = rest[0] === 'LOCAL' || rest[0] === 'SESSION' ? rest.slice(1) : rest
      if (['TRANSACTION', 'CHARACTERISTICS', 'ALL'].includes(target[0] ?? '')) return text
      if (READ_ONLY_SETTINGS.some((setting) => target[0] === setting)) return text
    }
    if (words.includes('SET_CONFIG') && /transaction_read_only/i.test(text)) return text
  }
  return undefined
}
