import { z } from 'zod/mini'
import { getConfig } from '@/lib/config/config'
import { api } from '@/lib/http/client'

/** DELETE .../content?ids=..., CONTRACT §9 (self-hosted: from IndexedDB). */
export async function deleteSnippets(projectRef: string, ids: string[]): Promise<void> {
  if (!getConfig().platform) {
    const { snippetDatabase } = await import('../storage/database')
    await snippetDatabase().snippets.bulkDelete(ids)
    return
  }
  await api.delete('/platform/projects/{ref}/content', z.unknown(), { params: { ref: projectRef }, query: { ids } })
}
