import { Dexie, type EntityTable } from 'dexie'
import { z } from 'zod/mini'
import { advisorExceptionSchema, type AdvisorException, type NewAdvisorException } from './advisor-exception-schema'

/** IndexedDB database of the advisor rules when self-hosted (CONTRACT §9). */
const ADVISOR_RULES_DB_NAME = 'dashboard-advisor-rules'

type StoredException = AdvisorException & { projectRef: string }
type RulesDatabase = Dexie & { exceptions: EntityTable<StoredException, 'id'> }

let database: RulesDatabase | undefined
function open(): RulesDatabase {
  if (!database) {
    database = new Dexie(ADVISOR_RULES_DB_NAME) as RulesDatabase
    database.version(1).stores({ exceptions: 'id, projectRef' })
  }
  return database
}

const storedSchema = z.extend(advisorExceptionSchema, { projectRef: z.string() })

export async function listBrowserExceptions(ref: string): Promise<AdvisorException[]> {
  const records = await open().exceptions.where('projectRef').equals(ref).toArray()
  // Stored values are parsed like any answer; a damaged record is left out rather than trusted.
  return records
    .flatMap((record) => {
      const parsed = storedSchema.safeParse(record)
      if (!parsed.success) return []
      const { projectRef: _ref, ...exception } = parsed.data
      return [exception]
    })
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
}

export async function addBrowserException(ref: string, exception: NewAdvisorException): Promise<AdvisorException> {
  const created: AdvisorException = {
    id: crypto.randomUUID(),
    lint_name: exception.lint_name,
    entity: exception.entity ?? null,
    note: exception.note,
    created_at: new Date().toISOString(),
  }
  await open().exceptions.put({ ...created, projectRef: ref })
  return created
}

export async function deleteBrowserExceptions(ref: string, ids: string[]): Promise<void> {
  await open()
    .exceptions.where('id')
    .anyOf(ids)
    .and((record) => record.projectRef === ref)
    .delete()
}
