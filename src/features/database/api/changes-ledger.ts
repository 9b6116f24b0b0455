import { Dexie, type EntityTable } from 'dexie'
import { z } from 'zod/mini'

/**
 * The changes ledger (CONTRACT §17): every schema-changing statement the dashboard ran, per project,
 * in IndexedDB. Loaded only when a statement changes the schema or the migrations page opens.
 */
export const CHANGES_LEDGER_DB_NAME = 'dashboard-changes-ledger'
export const LEDGER_MAX_ENTRIES = 2000
export const LEDGER_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export const ledgerEntrySchema = z.object({
  id: z.number(),
  projectRef: z.string(),
  /** Epoch ms when the statement was sent. */
  at: z.number(),
  /** Where it was run: `sql-editor`, `table-editor`, `database/tables`, ... */
  source: z.string(),
  statement: z.string(),
  kind: z.enum(['ddl', 'do']),
  dependsOnData: z.boolean(),
  /** The role it ran as (CONTRACT §15), when not the connection's own. */
  role: z.nullable(z.string()),
  /** Postgres's error; null when it succeeded. */
  error: z.nullable(z.string()),
})
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>

type LedgerDatabase = Dexie & { entries: EntityTable<LedgerEntry, 'id'> }
let db: LedgerDatabase | undefined

function ledgerDatabase(): LedgerDatabase {
  if (!db) {
    db = new Dexie(CHANGES_LEDGER_DB_NAME) as LedgerDatabase
    db.version(1).stores({ entries: '++id, [projectRef+at]' })
  }
  return db
}

const range = (projectRef: string, from = -Infinity) =>
  ledgerDatabase().entries.where('[projectRef+at]').between([projectRef, from], [projectRef, Infinity], true, true)

/** Adds the statements of one run, in order, and prunes the project's ledger (30 days, 2,000 entries). */
export async function recordChanges(entries: Omit<LedgerEntry, 'id'>[], now = Date.now()) {
  if (entries.length === 0) return
  const projectRef = entries[0]!.projectRef
  const database = ledgerDatabase()
  await database.transaction('rw', database.entries, async () => {
    await database.entries.bulkAdd(entries as LedgerEntry[])
    const old = await database.entries.where('[projectRef+at]').between([projectRef, -Infinity], [projectRef, now - LEDGER_MAX_AGE_MS]).primaryKeys()
    const beyond = await range(projectRef).reverse().offset(LEDGER_MAX_ENTRIES).primaryKeys()
    const stale = [...new Set([...old, ...beyond])]
    if (stale.length > 0) await database.entries.bulkDelete(stale)
  })
}

/** The project's ledger, oldest first (the order a migration replays it in); stored rows are parsed. */
export async function listChanges(projectRef: string, now = Date.now()): Promise<LedgerEntry[]> {
  const rows = await range(projectRef, now - LEDGER_MAX_AGE_MS).toArray()
  return rows.flatMap((row) => {
    const parsed = ledgerEntrySchema.safeParse(row)
    return parsed.success ? [parsed.data] : []
  })
}
