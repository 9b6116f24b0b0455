import { getConfig } from '@/lib/config/config'
import { api } from '@/lib/http/client'
import { snippetSchema, type Snippet } from '../model/snippet'

/** Upsert by id (the client makes the uuid), CONTRACT §9. Answers the stored snippet. */
export async function saveSnippet(projectRef: string, snippet: Snippet): Promise<Snippet> {
  if (!getConfig().platform) {
    const stored = { ...snippet, updated_at: new Date().toISOString() }
    // Dexie loads only where it is used (self-hosted), not with every editor.
    const { snippetDatabase } = await import('../storage/database')
    await snippetDatabase().snippets.put({ ...stored, projectRef })
    return stored
  }
  return api.put('/platform/projects/{ref}/content', snippetSchema, { params: { ref: projectRef }, json: snippet })
}
