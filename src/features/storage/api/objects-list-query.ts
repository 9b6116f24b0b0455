import { infiniteQueryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { storageKeys } from './keys'
import { storageObjectSchema, type StorageObject } from './schemas'

const OBJECTS_PAGE_SIZE = 500
/** The placeholder file that keeps an empty folder alive (storage has no real folders). */
export const EMPTY_FOLDER_PLACEHOLDER = '.emptyFolderPlaceholder'

/** POST /platform/storage/{ref}/buckets/{id}/objects/list {prefix, limit, offset, sortBy} */
function listObjects(
  ref: string,
  bucketId: string,
  prefix: string,
  offset: number,
  limit = OBJECTS_PAGE_SIZE,
  signal?: AbortSignal,
) {
  return api.postJson(
    '/platform/storage/{ref}/buckets/{id}/objects/list',
    { prefix, limit, offset, sortBy: { column: 'name', order: 'asc' } },
    z.array(storageObjectSchema),
    { params: { ref, id: bucketId }, signal },
  )
}

/** A folder's entries, page by page (1,000 files load in two pages). */
export const folderQueryOptions = (ref: string, bucketId: string, prefix: string) =>
  infiniteQueryOptions({
    queryKey: storageKeys.folder(ref, bucketId, prefix),
    queryFn: ({ pageParam, signal }) => listObjects(ref, bucketId, prefix, pageParam, OBJECTS_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last: StorageObject[], pages) =>
      last.length < OBJECTS_PAGE_SIZE ? undefined : pages.length * OBJECTS_PAGE_SIZE,
    staleTime: 10_000,
    retry: false,
  })

/** Every object path under a folder, walking its subfolders (for deleting or moving a folder). */
export async function listAllPaths(ref: string, bucketId: string, prefix: string): Promise<string[]> {
  const paths: string[] = []
  for (let offset = 0; ; offset += OBJECTS_PAGE_SIZE) {
    const page = await listObjects(ref, bucketId, prefix, offset)
    for (const item of page) {
      const path = `${prefix}${item.name}`
      if (item.id === null) paths.push(...(await listAllPaths(ref, bucketId, `${path}/`)))
      else paths.push(path)
    }
    if (page.length < OBJECTS_PAGE_SIZE) return paths
  }
}
