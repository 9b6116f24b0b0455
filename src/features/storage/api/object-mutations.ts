import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api, apiBaseUrl } from '@/lib/http/client'
import { encodeObjectPath } from './encode-object-path'
import { storageKeys } from './keys'
import { listAllPaths } from './objects-list-query'

const anything = z.unknown()

/** The storage service's answer to a signing request: `signedUrl` (platform) or `signedURL` (the service itself). */
const signedSchema = z.union([z.object({ signedUrl: z.string() }), z.object({ signedURL: z.string() })])

/**
 * A signed URL the browser can open. The storage service answers one relative to itself
 * (`/object/sign/{bucket}/{path}?token=...`): a self-hosted gateway serves it at the platform's path.
 */
export function browserSignedUrl(ref: string, signed: string, base = apiBaseUrl()) {
  if (/^https?:\/\//i.test(signed)) return signed
  const relative = /^\/?(?:storage\/v1\/)?object\/sign\/([^/?]+)\/(.+)$/.exec(signed)
  if (relative)
    return `${base}/platform/storage/${encodeURIComponent(ref)}/buckets/${relative[1]}/objects/sign/${relative[2]}`
  return new URL(signed, `${base}/`).href
}

/**
 * POST .../objects/sign {path, expiresIn} → {signedUrl}. The path goes in the query too, so that a
 * gateway can map the call onto the storage service's `POST /object/sign/{bucket}/{path}`.
 */
export const signObject = (ref: string, bucketId: string, path: string, expiresIn: number) =>
  api
    .postJson('/platform/storage/{ref}/buckets/{id}/objects/sign', { path, expiresIn }, signedSchema, {
      params: { ref, id: bucketId },
      encodedQuery: `path=${encodeObjectPath(path)}`,
    })
    .then((answer) => browserSignedUrl(ref, 'signedUrl' in answer ? answer.signedUrl : answer.signedURL))

/** GET .../objects/public/{path}: the object of a public bucket, no token needed. */
export const publicObjectUrl = (ref: string, bucketId: string, path: string) =>
  `${apiBaseUrl()}/platform/storage/${encodeURIComponent(ref)}/buckets/${encodeURIComponent(bucketId)}/objects/public/${encodeObjectPath(path)}`

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
      // `prefixes`: the storage service's own name for `paths`, for a gateway that maps by path.
      return api.delete('/platform/storage/{ref}/buckets/{id}/objects', anything, {
        params: { ref, id: bucketId },
        json: { paths: all, prefixes: all },
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
      // With the storage service's own names too (`POST /object/move`), for a gateway that maps by path.
      for (const pair of pairs)
        await api.postJson(
          '/platform/storage/{ref}/buckets/{id}/objects/move',
          { ...pair, bucketId, sourceKey: pair.from, destinationKey: pair.to },
          anything,
          { params: { ref, id: bucketId } },
        )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageKeys.objects(ref, bucketId) }),
  })
}
