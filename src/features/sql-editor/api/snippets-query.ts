import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { getConfig } from '@/lib/config/config'
import { api } from '@/lib/http/client'
import { snippetSchema, type Snippet } from '../model/snippet'
import { sqlEditorKeys } from './keys'

const listSchema = z.object({ data: z.array(snippetSchema) })

/** CONTRACT §9: hosted and mock through the content API; self-hosted from this browser's IndexedDB. */
export async function getSnippets(projectRef: string, signal?: AbortSignal): Promise<Snippet[]> {
  if (!getConfig().platform) {
    const { snippetDatabase } = await import('../storage/database')
    const stored = await snippetDatabase().snippets.where('projectRef').equals(projectRef).toArray()
    return z.array(snippetSchema).parse(stored.map(({ projectRef: _ref, ...snippet }) => snippet))
  }
  const { data } = await api.get('/platform/projects/{ref}/content', listSchema, {
    params: { ref: projectRef },
    query: { type: 'sql' },
    signal,
  })
  return data
}

export const snippetsQueryOptions = (projectRef: string) =>
  queryOptions({
    queryKey: sqlEditorKeys.snippets(projectRef),
    queryFn: ({ signal }) => getSnippets(projectRef, signal),
    staleTime: 30_000,
  })
