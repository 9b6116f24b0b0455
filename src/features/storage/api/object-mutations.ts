import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api, apiBaseUrl } from '@/lib/http/client'
import { storageKeys } from './keys'
import { listAllPaths } from './objects-list-query'

const anything = z.unknown()
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

/** POST .../objects/sign {path, expiresIn} → {signedUrl} */
export const signObject = (ref: string, bucketId: string, path: string, expiresIn: number) =>
  api
    .postJson(
      '/platform/storage/{ref}/buckets/{id}/objects/sign',
      { path, expiresIn },
      z.object({ signedUrl: z.string() }),
      {
        params: { ref, id: bucketId },
      },
    )
    .then((answer) => answer.signedUrl)

/** GET .../objects/public/{path}: the object of a public bucket, no token needed. */
export const publicObjectUrl = (ref: string, bucketId: string, path: string) =>
  `${apiBaseUrl()}/platform/storage/${encodeURIComponent(ref)}/buckets/${encodeURIComponent(bucketId)}/objects/public/${encodePath(path)}`

/** A URL the browser can read the object from: public when the bucket is, else signed for a minute. */
export const readableUrl = (ref: string, bucketId: string, path: string, isPublic: boolean) =>
  isPublic ? Promise.resolve(publicObjectUrl(ref, bucketId, path)) : signObject(ref, bucketId, path, 60)

export function useObjectsDeleteMutation(ref: string, bucketId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    /** Files by path; folders (ending in /) are expanded to every object under them. */
    mutationFn: async (paths: string[]) => {
      const all = (await Promise.all(paths.map((p) => (p.endsWith('/') ? listAllPaths(ref, bucketId, p) : [p])))).flat()
      if (all.length === 0) return []
      return api.delete('/platform/storage/{ref}/buckets/{id}/objects', anything, {
        params: { ref, id: bucketId },
        json: { paths: all },
      })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageKeys.objects(ref, bucketId) }),
  })
}

export function useObjectMoveMutation(ref: string, bucketId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    /** A file moves by path; a folder (from ending in /) moves every object under it. */
    mutationFn: async ({ from, to }: { from: string; to: string }) => {
      const pairs = from.endsWith('/')
        ? (await listAllPaths(ref, bucketId, from)).map((p) => ({ from: p, to: `${to}${p.slice(from.length)}` }))
        : [{ from, to }]
      for (const pair of pairs)
        await api.postJson('/platform/storage/{ref}/buckets/{id}/objects/move', pair, anything, {
          params: { ref, id: bucketId },
        })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageKeys.objects(ref, bucketId) }),
  })
}
