import { Dexie, type EntityTable } from 'dexie'
import { z } from 'zod/mini'
import { functionFileSchema } from './api/schemas'

/** What is typed in a function's editor and not deployed yet, kept in IndexedDB across failures and reloads. */
const draftSchema = z.object({
  key: z.string(),
  slug: z.string(),
  files: z.array(functionFileSchema),
  activeFile: z.string(),
  verifyJwt: z.boolean(),
  /** Epoch ms of the last edit. */
  at: z.number(),
})
export type FunctionDraft = z.infer<typeof draftSchema>

type DraftDatabase = Dexie & { drafts: EntityTable<FunctionDraft, 'key'> }
let db: DraftDatabase | undefined

function database(): DraftDatabase {
  if (!db) {
    db = new Dexie('dashboard-function-drafts') as DraftDatabase
    db.version(1).stores({ drafts: 'key' })
  }
  return db
}

/** `new` for the new-function editor, else the function's slug. */
export const draftKey = (ref: string, slug: string | undefined) => `${ref}/${slug ?? 'new'}`

export async function readFunctionDraft(key: string): Promise<FunctionDraft | undefined> {
  try {
    const parsed = draftSchema.safeParse(await database().drafts.get(key))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export async function writeFunctionDraft(draft: FunctionDraft) {
  try {
    await database().drafts.put(draft)
  } catch {
    // Storage blocked or full: the editor still holds the text.
  }
}

export async function clearFunctionDraft(key: string) {
  try {
    await database().drafts.delete(key)
  } catch {
    // Nothing kept.
  }
}
