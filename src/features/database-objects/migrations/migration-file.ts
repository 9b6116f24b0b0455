import { formatMigrationVersion } from '@/lib/format/date-time'
import type { LedgerEntry } from '@/features/database/api/changes-ledger'
import { splitStatements } from '@/features/database'

/** A migration name as a safe file name part: lower-case words joined by `_`; no slash, dot or `..`. */
export function sanitizeMigrationName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 100)
}

/** `{YYYYMMDDHHMMSS}_{name}.sql` (CONTRACT §17); an empty name gives undefined. */
export function migrationFileName(name: string, now: Date | number): string | undefined {
  const safe = sanitizeMigrationName(name)
  return safe ? `${formatMigrationVersion(now)}_${safe}.sql` : undefined
}

/** Only what succeeded goes into a migration, in the order it ran. */
export const migratable = (entries: readonly LedgerEntry[]) => entries.filter((entry) => entry.error === null)

/** The file's text: each statement whole (dollar-quoted bodies included), ending with `;`, in order. */
export function migrationFileContent(entries: readonly LedgerEntry[]): string {
  return migratable(entries)
    .map((entry) => {
      const text = entry.statement.trim().replace(/;+$/, '').trimEnd()
      // A statement ending in a line comment would swallow its semicolon: put it on a line of its own.
      const swallowed = splitStatements(`${text};`)[0]?.text.endsWith(';')
      return swallowed ? `${text}\n;` : `${text};`
    })
    .join('\n\n')
    .concat('\n')
}

export interface MigrationNotes {
  /** Role labels other than the connection's own that ran some of the statements. */
  otherRoles: string[]
  /** Some statements depend on the rows present when they ran (`do` blocks, `create table ... as`). */
  dependsOnData: boolean
  /** Failed entries left out. */
  failed: number
}

export function migrationNotes(entries: readonly LedgerEntry[]): MigrationNotes {
  const chosen = migratable(entries)
  return {
    otherRoles: [...new Set(chosen.flatMap((entry) => (entry.role ? [entry.role] : [])))],
    dependsOnData: chosen.some((entry) => entry.dependsOnData),
    failed: entries.length - chosen.length,
  }
}
