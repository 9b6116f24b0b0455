import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import type { FunctionsBackend } from './backend'
import { functionsFolderOf, listFolderFunctions, readFolderFunction } from './functions-folder'
import { functionKeys } from './keys'
import { functionBodySchema, functionSchema } from './schemas'

/** GET {base}/v1/projects/{ref}/functions (CONTRACT §12), or the self-hosted folder. */
export const functionsQueryOptions = (ref: string, backend: FunctionsBackend) =>
  queryOptions({
    queryKey: functionKeys.list(ref, backend.kind),
    queryFn: ({ signal }) =>
      backend.kind === 'folder'
        ? listFolderFunctions(functionsFolderOf(ref), signal)
        : api.get('/v1/projects/{ref}/functions', z.array(functionSchema), { params: { ref }, signal }),
    staleTime: 10_000,
    retry: false,
  })

/** GET .../functions/{slug}; self-hosted, the folder's entry. */
export const functionQueryOptions = (ref: string, slug: string, backend: FunctionsBackend) =>
  queryOptions({
    queryKey: functionKeys.source(ref, slug, backend.kind),
    queryFn: async ({ signal }) => {
      if (backend.kind === 'platform')
        return api.get('/v1/projects/{ref}/functions/{slug}', functionSchema, { params: { ref, slug }, signal })
      const found = (await listFolderFunctions(functionsFolderOf(ref), signal)).find((f) => f.slug === slug)
      if (!found) throw new Error(`No function "${slug}" in the functions folder`)
      return found
    },
    staleTime: 10_000,
    retry: false,
  })

/** GET .../functions/{slug}/body → every file of the deployed version; self-hosted, the folder's files. */
export const functionBodyQueryOptions = (ref: string, slug: string, backend: FunctionsBackend) =>
  queryOptions({
    queryKey: functionKeys.body(ref, slug, backend.kind),
    queryFn: async ({ signal }) =>
      backend.kind === 'folder'
        ? readFolderFunction(functionsFolderOf(ref), slug, signal)
        : (
            await api.get('/v1/projects/{ref}/functions/{slug}/body', functionBodySchema, {
              params: { ref, slug },
              signal,
            })
          ).files,
    staleTime: 10_000,
    retry: false,
  })
